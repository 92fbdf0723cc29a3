import type { TAdminInboxNote } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import { ErrorAlert } from '../../components/status';
import { useAddNote } from '../inbox.queries';

const NOTE_MAX = 1000;

/** What earlier operators noted about this conversation, and a note for the next one. */
export function NotesPanel({
  conversation,
  notes,
  disabled,
}: {
  conversation: number;
  notes: TAdminInboxNote[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('console-inbox');
  const [text, setText] = useState('');
  const add = useAddNote(conversation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <section className="console-card" aria-labelledby="inbox-notes-title">
      <h2 id="inbox-notes-title" className="h6 text-uppercase text-body-secondary">
        {t('notes.title')}
      </h2>
      {notes.length === 0 ? (
        <p className="small text-body-secondary">{t('notes.empty')}</p>
      ) : (
        <ul className="list-unstyled small inbox-notes">
          {notes.map((note) => (
            <li key={note.id} className="border-start border-3 border-warning-subtle ps-2 mb-2">
              <p className="mb-0 inbox-text">{note.text}</p>
              <span className="text-body-secondary">
                {note.author ?? t('notes.unknownAuthor')} ·{' '}
                <time dateTime={note.created_at}>
                  {formatDate(note.created_at, i18n.resolvedLanguage ?? 'en', {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <label htmlFor="inbox-note" className="form-label small">
          {t('notes.label')}
        </label>
        <textarea
          id="inbox-note"
          className="form-control form-control-sm mb-2"
          rows={2}
          maxLength={NOTE_MAX}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            add.reset();
          }}
        />
        <ErrorAlert error={add.error} />
        <div className="d-flex align-items-center gap-2">
          <button
            type="submit"
            className="btn btn-sm btn-outline-secondary"
            disabled={disabled || add.isPending || !text.trim()}
          >
            {add.isPending ? t('notes.adding') : t('notes.add')}
          </button>
          {add.isSuccess && (
            <span className="small text-success" role="status">
              {t('notes.added')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
