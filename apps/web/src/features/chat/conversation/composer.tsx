import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LOCAL_STORAGE_KEYS, type TContactDetailPolicy, type TConversationCosts } from '@app/shared';
import { formatMoney } from '../../../lib/format';
import { useStore } from '../../../lib/store';
import { ChatIcon } from '../chat-icons';
import { draftsStore, setDraft } from '../send-message';
import { sendTyping } from '../typing';
import { useContactCheck, type TContactWarning } from './use-contact-check';

const SEND_ON_ENTER_KEY = LOCAL_STORAGE_KEYS.sendOnEnter;
/** The text area grows with the text up to this height, then scrolls. */
const MAX_INPUT_HEIGHT_PX = 160;

function readSendOnEnter(): boolean {
  try {
    return localStorage.getItem(SEND_ON_ENTER_KEY) !== '0';
  } catch {
    return true;
  }
}

function writeSendOnEnter(on: boolean): void {
  try {
    localStorage.setItem(SEND_ON_ENTER_KEY, on ? '1' : '0');
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

function fitHeight(textarea: HTMLTextAreaElement | null): void {
  if (!textarea) return;
  textarea.style.height = 'auto';
  textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
}

interface ComposerProps {
  /** The conversation's key: its draft stays when the member leaves and comes back. */
  target: string;
  name: string;
  /** Typing notices need a conversation; before the first message there is none. */
  conversationId: number | null;
  maxLength: number;
  /** The site's choice for contact details: the composer warns before a masked or refused one is sent. */
  contactPolicy: TContactDetailPolicy;
  costs: TConversationCosts;
  disabled: boolean;
  uploading: boolean;
  note: ReactNode;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSendText(text: string): void;
  onOpenGifts(): void;
  onPickPhoto(file: File): void;
}

/**
 * What a message here costs, before the first one is written (spec point 1: amounts with a currency):
 * the server's price for this member, and what those credits are worth where a credit has a price.
 */
function messagePrice(costs: TConversationCosts, t: TFunction, language: string): string {
  if (costs.text <= 0) return t('chat.costFree');
  const cost = t('chat.cost', { count: costs.text });
  if (!costs.text_value) return cost;
  const value = formatMoney(costs.text_value.cents / 100, costs.text_value.currency, language);
  return t('chat.costWithValue', { cost, value });
}

/** The message box: grows with the text, counts characters, sends on Enter when the member wants it. */
export function Composer(props: ComposerProps) {
  const { target, name, conversationId, maxLength, costs, disabled, uploading, inputRef } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const draft = useStore(draftsStore)[target] ?? { text: '', error: null };
  const [sendOnEnter, setSendOnEnter] = useState(readSendOnEnter);
  const fileInput = useRef<HTMLInputElement>(null);
  const text = draft.text;
  const tooLong = text.trim().length > maxLength;
  const contact = useContactCheck(text, props.contactPolicy);
  const refused = contact?.policy === 'refuse';
  const canSend = !disabled && text.trim().length > 0 && !tooLong && !refused;

  useLayoutEffect(() => fitHeight(inputRef.current), [text, inputRef]);

  function submit() {
    if (!canSend) return;
    props.onSendText(text.trim());
    setDraft(target, { text: '', error: null });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || !sendOnEnter || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {props.note}
      <div className="chat-composer-row">
        <button
          type="button"
          className="btn btn-light chat-tool"
          aria-label={t('chat.giftButton')}
          title={t('chat.giftButton')}
          disabled={disabled}
          onClick={props.onOpenGifts}
        >
          <ChatIcon name="gift" />
        </button>
        <button
          type="button"
          className="btn btn-light chat-tool"
          aria-label={t('chat.photoButton', { count: costs.photo })}
          title={t('chat.photoButton', { count: costs.photo })}
          disabled={disabled || uploading}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <ChatIcon name="photo" />
          )}
        </button>
        <span className="visually-hidden" role="status">
          {uploading ? t('chat.uploading') : ''}
        </span>
        <input
          ref={fileInput}
          type="file"
          className="d-none"
          accept="image/jpeg,image/png,image/webp"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) props.onPickPhoto(file);
          }}
        />
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t('chat.composerLabel', { name })}
        </label>
        <textarea
          ref={inputRef}
          id={`${id}-text`}
          className={`form-control chat-input ${tooLong || refused ? 'is-invalid' : ''}`}
          rows={1}
          placeholder={t('chat.placeholder')}
          value={text}
          disabled={disabled}
          aria-describedby={contact ? `${id}-contact ${id}-meta` : `${id}-meta`}
          aria-invalid={refused || undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setDraft(target, { text: event.target.value, error: null });
            if (conversationId !== null && event.target.value.trim()) sendTyping(conversationId);
          }}
        />
        <button
          type="submit"
          className="btn btn-primary chat-send"
          aria-label={t('chat.send')}
          title={t('chat.send')}
          disabled={!canSend}
        >
          <ChatIcon name="send" />
        </button>
      </div>
      {contact && <ContactWarning id={`${id}-contact`} warning={contact} />}
      {draft.error && !contact && (
        <p className="small text-danger mb-1 mt-1" role="alert">
          {draft.error}
        </p>
      )}
      <div className="chat-composer-meta" id={`${id}-meta`}>
        <div className="form-check form-switch mb-0" title={t('chat.sendOnEnterHint')}>
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={`${id}-enter`}
            checked={sendOnEnter}
            onChange={(event) => {
              setSendOnEnter(event.target.checked);
              writeSendOnEnter(event.target.checked);
            }}
          />
          <label className="form-check-label" htmlFor={`${id}-enter`}>
            {t('chat.sendOnEnter')}
          </label>
        </div>
        <span className="ms-auto text-nowrap" data-testid="message-price">
          {messagePrice(costs, t, i18n.language)}
        </span>
        <span className={`chat-counter ${tooLong ? 'text-danger fw-semibold' : ''}`} aria-hidden="true">
          {text.length}/{maxLength}
        </span>
        <span className="visually-hidden">{t('chat.counter', { count: text.length, max: maxLength })}</span>
      </div>
    </form>
  );
}

/** Under the text: the contact details found, and what the site does with them, before the member sends. */
function ContactWarning({ id, warning }: { id: string; warning: TContactWarning }) {
  const { t } = useTranslation();
  const refused = warning.policy === 'refuse';
  return (
    <div
      id={id}
      className={`chat-contact-warning small mt-1 mb-1 ${refused ? 'text-danger' : 'text-body-secondary'}`}
      role={refused ? 'alert' : 'status'}
      data-testid="contact-warning"
    >
      <p className="mb-0">{refused ? t('chat.contactRefused') : t('chat.contactMasked')}</p>
      <p className="mb-0">
        {t('chat.contactFound', { items: warning.found.map((finding) => `“${finding.text}”`).join(', ') })}
      </p>
    </div>
  );
}
