import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/status';
import { withQuickReply } from '../inbox-logic';
import { useReply } from '../inbox.queries';
import { isClaimedElsewhere } from '../use-claim';

const REPLY_MAX = 2000;
const AFTER_KEY = 'console-inbox-after';
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
  const [body, setBody] = useState('');
  const [after, setAfter] = useState(readAfter);
  const box = useRef<HTMLTextAreaElement>(null);
  const reply = useReply(conversation);
  const blocked = disabled || reply.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || blocked) return;
    reply.mutate(text, {
      onSuccess: () => onSent(after),
      onError: (error) => {
        if (isClaimedElsewhere(error)) onClaimLost();
      },
    });
  };
  const chooseAfter = (value: TAfterSend) => {
    localStorage.setItem(AFTER_KEY, value);
    setAfter(value);
  };

  return (
    <form onSubmit={submit} className="inbox-reply">
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
                  setBody((draft) => withQuickReply(draft, text));
                  box.current?.focus();
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
        ref={box}
        id="inbox-reply"
        className="form-control"
        rows={4}
        maxLength={REPLY_MAX}
        value={body}
        disabled={disabled}
        aria-describedby="inbox-reply-help"
        onChange={(event) => {
          setBody(event.target.value);
          if (reply.isError) reply.reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
      />
      <div id="inbox-reply-help" className="form-text d-flex justify-content-between gap-2">
        <span>{t('reply.shortcut')}</span>
        <span>{t('reply.length', { count: body.length, max: REPLY_MAX })}</span>
      </div>
      <ErrorAlert error={reply.error} />
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
