import { COMPLAINT_ACTIONS, type TAdminComplaintDetail, type TComplaintAction } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldErrorOf, fieldProps } from '../../../../lib/forms/field-props';
import { showServerErrors } from '../../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useStaff } from '../../console-api';
import { actionBlock, hideablePhotos } from '../complaint-rules';
import { ZComplaintActionForm, type TComplaintActionForm, type TComplaintActionValues } from '../complaint-form';
import { useResolveComplaint } from '../moderation.queries';
import { ConfirmDialog } from './confirm-dialog';

const EMPTY: TComplaintActionForm = { action: '', note: '', photo: null, ban_ip_range: false };

/**
 * Dismiss, warn, hide a photo, disable the profile or ban: the staff member picks one (actions their role
 * lacks stay visible but disabled), adds what it needs, and confirms in a dialog.
 */
export function ComplaintActions({ detail, onDone }: { detail: TAdminComplaintDetail; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const staff = useStaff();
  const resolve = useResolveComplaint();
  const form = useSchemaForm(ZComplaintActionForm, { defaultValues: EMPTY });
  // The checked choice, waiting for the confirmation.
  const [confirming, setConfirming] = useState<TComplaintActionValues | null>(null);
  const { complaint, reported } = detail;
  const [action, photo] = form.watch(['action', 'photo']);

  if (complaint.status !== 'open') return <p className="mb-0">{t('actions.handled')}</p>;

  const names = { name: reported?.name ?? '', email: reported?.email ?? '' };
  const context = { hasReportedMember: Boolean(reported), hideablePhotoCount: hideablePhotos(detail.photos).length };

  function choose(next: TComplaintAction) {
    form.setValue('action', next);
    form.clearErrors();
  }

  const submit = form.handleSubmit((values) => setConfirming(values));

  function confirm() {
    if (!confirming) return;
    const chosen = confirming.action;
    resolve.mutate(
      {
        complaint: complaint.id,
        action: chosen,
        note: confirming.note,
        ...(chosen === 'hide_photo' && confirming.photo !== undefined && { photo: confirming.photo }),
        ban_ip_range: chosen === 'ban' && confirming.ban_ip_range,
      },
      {
        onSuccess: () => {
          setConfirming(null);
          form.reset(EMPTY);
          onDone(t(`actions.done.${chosen}`, names));
        },
        // A refusal about the form's inputs shows at them; anything else stays in the dialog.
        onError: (error) => {
          if (showServerErrors(error, form)) setConfirming(null);
        },
      },
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {!staff.permissions.includes('complaints.resolve') && (
        <p className="text-body-secondary">{t('actions.readOnly')}</p>
      )}
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('actions.legend')}</legend>
        {COMPLAINT_ACTIONS.map((entry) => {
          const blocked = actionBlock(entry, staff.permissions, context);
          return (
            <div key={entry} className="form-check mb-2">
              <input
                className="form-check-input"
                type="radio"
                name="complaint-action"
                id={`complaint-action-${entry}`}
                value={entry}
                checked={action === entry}
                disabled={blocked !== null}
                onChange={() => choose(entry)}
                aria-describedby={`complaint-action-${entry}-hint`}
              />
              <label className="form-check-label" htmlFor={`complaint-action-${entry}`}>
                {t(`actions.names.${entry}`)}
                {blocked && <span className="small text-body-secondary ms-1">{t(`actions.blocked.${blocked}`)}</span>}
              </label>
              <div id={`complaint-action-${entry}-hint`} className="form-text mt-0">
                {t(`actions.hints.${entry}`)}
              </div>
            </div>
          );
        })}
      </fieldset>

      {action === 'hide_photo' && (
        <PhotoChoice
          photos={detail.photos}
          cdnPrefix={detail.cdn_prefix}
          name={reported?.name ?? ''}
          value={photo}
          problem={fieldErrorOf(form, 'photo')}
          onChange={(next) => form.setValue('photo', next, { shouldValidate: form.formState.isSubmitted })}
        />
      )}

      {action === 'ban' && (
        <div className="form-check mb-3">
          <input type="checkbox" {...fieldProps(form, 'ban_ip_range', 'complaint-ban-ip', 'form-check-input')} />
          <label className="form-check-label" htmlFor="complaint-ban-ip">
            {t('actions.banIpRange')}
          </label>
        </div>
      )}

      {action && (
        <div className="mb-3">
          <label htmlFor="complaint-note" className="form-label">
            {action === 'warn' ? t('actions.message') : t('actions.note')}
          </label>
          <textarea rows={3} required={action === 'warn'} {...fieldProps(form, 'note', 'complaint-note')} />
          <FieldMessage form={form} name="note" id="complaint-note" />
        </div>
      )}

      <button type="submit" className="btn btn-primary" disabled={!action}>
        {t('actions.continue')}
      </button>

      {confirming && (
        <ConfirmDialog
          title={t('actions.confirmTitle')}
          confirmLabel={t('actions.confirmButton')}
          tone={confirming.action === 'dismiss' ? 'primary' : 'danger'}
          pending={resolve.isPending}
          error={resolve.error}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(null);
            resolve.reset();
          }}
        >
          <p className="mb-2">{t(`actions.confirm.${confirming.action}`, names)}</p>
          {confirming.action === 'ban' && confirming.ban_ip_range && (
            <p className="mb-2">{t('actions.confirmIpRange')}</p>
          )}
          {confirming.note && <blockquote className="console-pre border-start ps-3 mb-0">{confirming.note}</blockquote>}
        </ConfirmDialog>
      )}
    </form>
  );
}

function PhotoChoice({
  photos,
  cdnPrefix,
  name,
  value,
  problem,
  onChange,
}: {
  photos: TAdminComplaintDetail['photos'];
  /** The address prefix of the complaint's site. */
  cdnPrefix: string;
  name: string;
  value: number | null;
  /** What is wrong with the choice (none made), from the form's check or the server. */
  problem: string | undefined;
  onChange(photo: number): void;
}) {
  const { t } = useTranslation('console-moderation');
  const hideable = new Set(hideablePhotos(photos).map((photo) => photo.id));
  return (
    <fieldset className="mb-3" aria-describedby={problem ? 'complaint-photo-problem' : undefined}>
      <legend className="form-label fs-6">{t('actions.photo')}</legend>
      <div className="console-photo-grid">
        {photos.map((photo, index) =>
          hideable.has(photo.id) ? (
            <label key={photo.id} className="console-photo-choice">
              <input
                className="form-check-input"
                type="radio"
                name="complaint-photo"
                value={photo.id}
                checked={value === photo.id}
                onChange={() => onChange(photo.id)}
              />
              <img className="console-photo" src={`${cdnPrefix}${photo.thumb_filename}`} alt="" loading="lazy" />
              <span className="small">{t('actions.photoOption', { number: index + 1, name })}</span>
            </label>
          ) : null,
        )}
      </div>
      {problem && (
        <div id="complaint-photo-problem" className="text-danger small mt-1">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
