import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_REACTIVATION_DAYS, ZDeleteAccountBody } from '@app/shared';
import { Modal } from '../../../components/modal';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { leaveTo, stayHere } from '../../auth/leaving';
import { showToast } from '../../../lib/toasts';
import { useDeleteAccount, useRetentionOffer, useSetInvisible } from './settings.queries';
import { pathTo } from '../../../routes';

/** The reasons a leaving member can give, in the order of the select: the call's own. */
const DELETE_REASONS = ZDeleteAccountBody.shape.reason.unwrap().options;

// Outline icons (Feather, MIT) so the offers read at a glance without an icon font.
const OFFER_ICONS = {
  invisible: (
    <>
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19m-6.72-1.07a3 3 0 1 1-4.24-4.24" />
      <line x1="1" y1="1" x2="23" y2="23" />
    </>
  ),
  mails: (
    <>
      <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z" />
      <polyline points="22,6 12,13 2,6" />
    </>
  ),
  discount: (
    <>
      <polyline points="20 12 20 22 4 22 4 12" />
      <rect x="2" y="7" width="20" height="5" />
      <line x1="12" y1="22" x2="12" y2="7" />
      <path d="M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7z" />
      <path d="M12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
    </>
  ),
};

function Offer({ icon, title, text }: { icon: keyof typeof OFFER_ICONS; title: string; text: string }) {
  return (
    <span className="d-flex gap-3 align-items-center text-body">
      <span
        className="d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary"
        style={{ width: '2.75rem', height: '2.75rem' }}
        aria-hidden="true"
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {OFFER_ICONS[icon]}
        </svg>
      </span>
      <span>
        <strong className="d-block">{title}</strong>
        <span className="small text-body-secondary">{text}</span>
      </span>
    </span>
  );
}

/**
 * Deleting the account (spec point 2, "delete account with retention offers"): first what the member
 * could do instead — go invisible, fewer mails, a discount — then the reason and the password.
 */
export function DeleteAccountModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const offer = useRetentionOffer();
  const hide = useSetInvisible();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<'offers' | 'confirm'>('offers');
  const form = useSchemaForm(ZDeleteAccountBody, { defaultValues: { password: '', reason: undefined } });

  function goInvisible() {
    hide.mutate(true, {
      onSuccess: () => {
        showToast({ message: t('settings.delete.invisibleDone'), variant: 'success' });
        onClose();
      },
      onError: () => showToast({ message: t('toasts.genericError'), variant: 'danger' }),
    });
  }

  const submit = form.handleSubmit((body) => {
    // The guard of this screen sends the member on once the session ends, whichever call sees it first.
    leaveTo(pathTo('account-deleted'));
    remove.mutate(body, {
      onError: (error) => {
        stayHere();
        showRefusal(error, form, t);
      },
    });
  });

  let offers: ReactNode;
  if (offer.isPending) {
    offers = (
      <div className="text-center py-3">
        <span className="spinner-border text-primary" role="status" aria-label={t('common.loading')} />
      </div>
    );
  } else {
    const discount = offer.data?.discount_percentage ?? 0;
    offers = (
      <div className="list-group mb-4">
        {!offer.data?.invisible && (
          <button
            type="button"
            className="list-group-item list-group-item-action py-3"
            disabled={hide.isPending}
            onClick={goInvisible}
          >
            <Offer
              icon="invisible"
              title={t('settings.delete.offerInvisible')}
              text={t('settings.delete.offerInvisibleText')}
            />
          </button>
        )}
        {(offer.data?.notifications_enabled ?? 1) > 0 && (
          <Link className="list-group-item list-group-item-action py-3" to={pathTo('notifications')}>
            <Offer icon="mails" title={t('settings.delete.offerMails')} text={t('settings.delete.offerMailsText')} />
          </Link>
        )}
        {discount > 0 && offer.data?.discount_code && (
          // The member's own code, filled in at checkout: the offer is what the link gives.
          <Link
            className="list-group-item list-group-item-action py-3"
            to={pathTo('credits', {}, { code: offer.data.discount_code })}
          >
            <Offer
              icon="discount"
              title={t('settings.delete.offerDiscount', { percent: discount })}
              text={t('settings.delete.offerDiscountText')}
            />
          </Link>
        )}
      </div>
    );
  }

  return (
    <Modal title={t('settings.delete.title')} onClose={onClose} dismissible={!remove.isPending}>
      {step === 'offers' ? (
        <div>
          <p className="fw-semibold mb-3">{t('settings.delete.offersIntro')}</p>
          {offers}
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <button type="button" className="btn btn-link link-danger" onClick={() => setStep('confirm')}>
              {t('settings.delete.continue')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('settings.delete.stay')}
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className="alert alert-warning" role="note">
            {t('settings.delete.warning', { days: ACCOUNT_REACTIVATION_DAYS })}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="delete-reason">
              {t('settings.delete.reason')}
            </label>
            <select
              {...fieldProps(form, 'reason', 'delete-reason', 'form-select', {
                // "No reason" is the option without a value: the call then has none.
                setValueAs: (value: string) => value || undefined,
              })}
            >
              <option value="">{t('settings.delete.reasonNone')}</option>
              {DELETE_REASONS.map((key) => (
                <option key={key} value={key}>
                  {t(`settings.delete.reasons.${key}`)}
                </option>
              ))}
            </select>
            <FieldMessage form={form} name="reason" id="delete-reason" />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="delete-password">
              {t('settings.delete.password')}
            </label>
            <input
              {...fieldProps(form, 'password', 'delete-password')}
              type="password"
              autoComplete="current-password"
            />
            <FieldMessage form={form} name="password" id="delete-password" />
          </div>
          <FormAlert form={form} />
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <button type="button" className="btn btn-light border" onClick={onClose} disabled={remove.isPending}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
              {remove.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('settings.delete.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
