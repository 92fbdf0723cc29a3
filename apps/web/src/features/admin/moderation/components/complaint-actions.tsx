import { COMPLAINT_ACTIONS, type TAdminComplaintDetail, type TComplaintAction } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../console-api';
import { actionBlock, actionProblems, hideablePhotos, type TActionDraft } from '../complaint-rules';
import { useResolveComplaint } from '../moderation.queries';
import { ConfirmDialog } from './confirm-dialog';

const NOTE_MAX_LENGTH = 1000;
const EMPTY_DRAFT: TActionDraft = { action: '', note: '', photo: null };

/**
 * Dismiss, warn, hide a photo, disable the profile or ban: the staff member picks one (actions their role
 * lacks stay visible but disabled), adds what it needs, and confirms in a dialog.
 */
export function ComplaintActions({ detail, onDone }: { detail: TAdminComplaintDetail; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const staff = useStaff();
  const resolve = useResolveComplaint();
  const [draft, setDraft] = useState<TActionDraft>(EMPTY_DRAFT);
  const [banIpRange, setBanIpRange] = useState(false);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { complaint, reported } = detail;

  if (complaint.status !== 'open') return <p className="mb-0">{t('actions.handled')}</p>;

  const problems = actionProblems(draft);
  const action = draft.action;
  const names = { name: reported?.name ?? '', email: reported?.email ?? '' };
  const context = { hasReportedMember: Boolean(reported), hideablePhotoCount: hideablePhotos(detail.photos).length };

  function choose(next: TComplaintAction) {
    setDraft((current) => ({ ...current, action: next }));
    setChecked(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (action && Object.keys(actionProblems(draft)).length === 0) setConfirming(true);
  }

  function confirm() {
    if (!action) return;
    resolve.mutate(
      {
        complaint: complaint.id,
        action,
        note: draft.note.trim(),
        ...(action === 'hide_photo' && draft.photo !== null && { photo: draft.photo }),
        ban_ip_range: action === 'ban' && banIpRange,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          setDraft(EMPTY_DRAFT);
          onDone(t(`actions.done.${action}`, names));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
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
          value={draft.photo}
          invalid={checked && Boolean(problems.photo)}
          onChange={(photo) => setDraft((current) => ({ ...current, photo }))}
        />
      )}

      {action === 'ban' && (
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id="complaint-ban-ip"
            checked={banIpRange}
            onChange={(event) => setBanIpRange(event.target.checked)}
          />
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
          <textarea
            id="complaint-note"
            className={`form-control ${checked && problems.message ? 'is-invalid' : ''}`}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            required={action === 'warn'}
            aria-invalid={checked && Boolean(problems.message)}
            aria-describedby={checked && problems.message ? 'complaint-note-problem' : undefined}
            value={draft.note}
            onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
          />
          {checked && problems.message && (
            <div id="complaint-note-problem" className="invalid-feedback">
              {t('actions.problems.message')}
            </div>
          )}
        </div>
      )}

      <button type="submit" className="btn btn-primary" disabled={!action}>
        {t('actions.continue')}
      </button>

      {confirming && action && (
        <ConfirmDialog
          title={t('actions.confirmTitle')}
          confirmLabel={t('actions.confirmButton')}
          tone={action === 'dismiss' ? 'primary' : 'danger'}
          pending={resolve.isPending}
          error={resolve.error}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(false);
            resolve.reset();
          }}
        >
          <p className="mb-2">{t(`actions.confirm.${action}`, names)}</p>
          {action === 'ban' && banIpRange && <p className="mb-2">{t('actions.confirmIpRange')}</p>}
          {draft.note.trim() && (
            <blockquote className="console-pre border-start ps-3 mb-0">{draft.note.trim()}</blockquote>
          )}
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
  invalid,
  onChange,
}: {
  photos: TAdminComplaintDetail['photos'];
  /** The address prefix of the complaint's site. */
  cdnPrefix: string;
  name: string;
  value: number | null;
  invalid: boolean;
  onChange(photo: number): void;
}) {
  const { t } = useTranslation('console-moderation');
  const hideable = new Set(hideablePhotos(photos).map((photo) => photo.id));
  return (
    <fieldset className="mb-3" aria-describedby={invalid ? 'complaint-photo-problem' : undefined}>
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
      {invalid && (
        <div id="complaint-photo-problem" className="text-danger small mt-1">
          {t('actions.problems.photo')}
        </div>
      )}
    </fieldset>
  );
}
