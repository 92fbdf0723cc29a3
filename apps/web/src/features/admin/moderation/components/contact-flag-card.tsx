import { ZAdminContactFlagDecision, type TAdminContactFlag, type TContactFlagAction } from '@app/shared';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { ErrorAlert } from '../../components/status';
import { useMay } from '../../console-api';
import { FormOutcome, showRefusal } from '../../sites/form-refusal';
import { useDecideContactFlag } from '../moderation.queries';
import { FlagConversation, FlaggedText } from './flagged-text';
import { useFormatWhen } from './when';

const ACTION_TONES: Record<TContactFlagAction, string> = {
  flagged: 'text-bg-info',
  masked: 'text-bg-warning',
  refused: 'text-bg-danger',
};

/**
 * One flag: who wrote what where, the text with its contact details marked, the conversation around it, and
 * (while open) dismiss or warn.
 */
export function ContactFlagCard({ flag, onDone }: { flag: TAdminContactFlag; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const formatWhen = useFormatWhen();
  const mayViewMembers = useMay('members.view');
  const nameId = `flag-${flag.id}-name`;
  return (
    <li className="console-card" aria-labelledby={nameId}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <h2 id={nameId} className="h6 mb-0">
          {flag.name}
        </h2>
        {flag.fictional && (
          <span className="small text-body-secondary">
            {flag.operator_name ? t('contacts.writtenBy', { operator: flag.operator_name }) : t('contacts.fictional')}
          </span>
        )}
        {mayViewMembers && (
          <Link to={`/admin/members/${flag.user_id}`} className="small ms-auto">
            {t('contacts.dossier')}
          </Link>
        )}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="small text-body-secondary">
          {flag.site_name} · {t('contacts.written', { date: formatWhen(flag.created_at) })}
        </span>
        <span className="badge text-bg-light border">{t(`contacts.sources.${flag.source}`)}</span>
        <span className={`badge ${ACTION_TONES[flag.action]}`}>{t(`contacts.actions.${flag.action}`)}</span>
        {flag.status !== 'open' && (
          <span className="badge text-bg-secondary">{t(`contacts.statuses.${flag.status}`)}</span>
        )}
      </div>
      <FlaggedText flag={flag} />
      {flag.source === 'message' ? (
        <FlagConversation flag={flag} />
      ) : (
        flag.action === 'refused' && <p className="contact-refused mb-3">{t('contacts.refusedProfile')}</p>
      )}
      {flag.status === 'open' && <FlagDecision flag={flag} onDone={onDone} />}
    </li>
  );
}

/** A warning's message, checked with the decision call's rule. */
const ZWarnForm = ZAdminContactFlagDecision.pick({ message: true });

/**
 * Dismiss at once, or warn with an optional message. Warning needs `members.warn`, and a fictional profile is
 * never warned as a member: the moderator takes it up with the operator.
 */
function FlagDecision({ flag, onDone }: { flag: TAdminContactFlag; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const mayWarn = useMay('members.warn') && !flag.fictional;
  const decide = useDecideContactFlag();
  const [warning, setWarning] = useState(false);
  const form = useSchemaForm(ZWarnForm, { defaultValues: { message: '' } });
  const messageId = `flag-${flag.id}-message`;
  // Warning opens on the message (autoFocus would only write the attribute on Preact, decision 032).
  useLayoutEffect(() => {
    if (warning) form.setFocus('message');
  }, [warning, form]);

  function dismiss() {
    decide.mutate(
      { flag: flag.id, decision: 'dismiss' },
      { onSuccess: () => onDone(t('contacts.dismissed', { name: flag.name })) },
    );
  }

  const warn = form.handleSubmit(({ message }) =>
    decide.mutate(
      { flag: flag.id, decision: 'warn', message },
      {
        onSuccess: () => onDone(t('contacts.warned', { name: flag.name })),
        onError: (error) => showRefusal(error, form),
      },
    ),
  );

  if (warning)
    return (
      <form onSubmit={(event) => void warn(event)} noValidate>
        <FormOutcome form={form} />
        <label htmlFor={messageId} className="form-label">
          {t('contacts.message')}
        </label>
        <textarea
          rows={2}
          {...fieldProps(form, 'message', messageId, 'form-control mb-1')}
          aria-describedby={`${messageId}-help ${messageId}-error`}
        />
        <FieldMessage form={form} name="message" id={messageId} />
        <div id={`${messageId}-help`} className="form-text mb-2">
          {t('contacts.messageHelp')}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-danger" disabled={decide.isPending}>
            {t('contacts.confirmWarn')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setWarning(false)}
            disabled={decide.isPending}
          >
            {t('contacts.cancel')}
          </button>
        </div>
      </form>
    );

  return (
    <>
      <ErrorAlert error={decide.error} />
      {flag.fictional && <p className="small text-body-secondary">{t('contacts.fictionalNote')}</p>}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={dismiss}
          disabled={decide.isPending}
          aria-label={t('contacts.dismissLabel', { name: flag.name })}
        >
          {t('contacts.dismiss')}
        </button>
        {mayWarn && (
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setWarning(true)}
            disabled={decide.isPending}
            aria-label={t('contacts.warnLabel', { name: flag.name })}
          >
            {t('contacts.warn')}
          </button>
        )}
      </div>
    </>
  );
}
