import { LOCAL_STORAGE_KEYS, ZAdminReplyBody } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { FormOutcome, showRefusal } from '../../sites/form-refusal';
import { withQuickReply } from '../inbox-logic';
import { useReply } from '../inbox.queries';
import { isClaimedElsewhere } from '../use-claim';

/** The answer, checked with the reply call's rule (the conversation is the page's). */
const ZReplyForm = ZAdminReplyBody.pick({ body: true });
/** The longest answer the call takes, counted down below the box. */
const REPLY_MAX = ZAdminReplyBody.shape.body.maxLength ?? 0;
const AFTER_KEY = LOCAL_STORAGE_KEYS.consoleInboxAfter;
export type TAfterSend = 'queue' | 'next';

const readAfter = (): TAfterSend => (localStorage.getItem(AFTER_KEY) === 'next' ? 'next' : 'queue');

/** The answer as the fictional profile: quick replies in the member's language, then where to go next. */
export function ReplyForm({
  conversation,
  fictionalName,
  quickReplies,
  disabled,
  onSent,
  onClaimLost,
}: {
  conversation: number;
  fictionalName: string;
  quickReplies: string[];
  disabled: boolean;
  onSent(after: TAfterSend): void;
  onClaimLost(): void;
}) {
  const { t } = useTranslation('console-inbox');
  const form = useSchemaForm(ZReplyForm, { defaultValues: { body: '' } });
  // The operator's choice of what follows a reply, kept for their next conversations.
  const [after, setAfter] = useState(readAfter);
  const reply = useReply(conversation);
  const blocked = disabled || reply.isPending;
  const body = form.watch('body');

  const submit = form.handleSubmit(({ body: text }) => {
    if (blocked) return;
    reply.mutate(text, {
      onSuccess: () => onSent(after),
      onError: (error) => {
        if (isClaimedElsewhere(error)) onClaimLost();
        // The member's limit (`message_too_long`) and the site's contact-detail rule are about the answer,
        // called `body` here; the text stays for the operator to change.
        showRefusal(error, form, { message_too_long: 'body', contact_details: 'body' });
      },
    });
  });
  const chooseAfter = (value: TAfterSend) => {
    localStorage.setItem(AFTER_KEY, value);
    setAfter(value);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="inbox-reply">
      {quickReplies.length > 0 && (
        <div className="mb-2">
          <div id="inbox-quick-label" className="small text-body-secondary mb-1">
            {t('reply.quick')}
          </div>
          <div className="d-flex flex-wrap gap-1" role="group" aria-labelledby="inbox-quick-label">
            {quickReplies.map((text) => (
              <button
                key={text}
                type="button"
                className="btn btn-sm btn-outline-secondary inbox-quick"
                aria-label={t('reply.quickLabel', { text })}
                disabled={blocked}
                onClick={() => {
                  form.setValue('body', withQuickReply(form.getValues('body'), text));
                  form.setFocus('body');
                }}
              >
                {text}
              </button>
            ))}
          </div>
        </div>
      )}
      <label htmlFor="inbox-reply" className="form-label fw-semibold">
        {t('reply.label', { name: fictionalName })}
      </label>
      <textarea
        rows={4}
        maxLength={REPLY_MAX}
        disabled={disabled}
        {...fieldProps(form, 'body', 'inbox-reply')}
        aria-describedby="inbox-reply-help inbox-reply-error"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
      />
      <FieldMessage form={form} name="body" id="inbox-reply" />
      <div id="inbox-reply-help" className="form-text d-flex justify-content-between gap-2">
        <span>{t('reply.shortcut')}</span>
        <span>{t('reply.length', { count: body.length, max: REPLY_MAX })}</span>
      </div>
      <FormOutcome form={form} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <fieldset className="d-flex flex-wrap align-items-center gap-3">
          <legend className="small text-body-secondary float-none w-auto mb-0 fs-6">{t('reply.after')}</legend>
          {(['queue', 'next'] as const).map((value) => (
            <div key={value} className="form-check mb-0">
              <input
                id={`inbox-after-${value}`}
                type="radio"
                name="inbox-after"
                className="form-check-input"
                checked={after === value}
                onChange={() => chooseAfter(value)}
              />
              <label htmlFor={`inbox-after-${value}`} className="form-check-label small">
                {t(value === 'queue' ? 'reply.afterQueue' : 'reply.afterNext')}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={blocked || !body.trim()}>
          {reply.isPending ? t('reply.sending') : t('reply.send', { name: fictionalName })}
        </button>
      </div>
    </form>
  );
}
