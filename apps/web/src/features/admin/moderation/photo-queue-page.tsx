import type { TAdminPendingPhoto } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleMessage, ErrorAlert, Loading } from '../components/status';
import { errorMessage, useMay } from '../console-api';
import { DoneAlert } from './components/done-alert';
import { PhotoHold, ScreeningSummary } from './components/photo-screening';
import { useFormatWhen } from './components/when';
import {
  isPhotoRejection,
  PHOTO_REJECTION_REASONS,
  usePendingPhotos,
  useReviewPhoto,
  type TPhotoRejection,
} from './moderation.queries';
import { useRenewSignedAddresses } from '../../../lib/signed-addresses';
import './moderation.scss';

/**
 * Photos waiting for a moderator (sites with photo approval on, and photos screening held back), as a grid to
 * work through in the server's order: a face that may be under 18 first, then by risk, then oldest first.
 */
export function PhotoQueuePage() {
  const { t } = useTranslation('console-moderation');
  const photos = usePendingPhotos();
  const [done, setDone] = useState<string | null>(null);
  const list = photos.data?.photos ?? [];
  useRenewSignedAddresses(
    list.map((photo) => photo.url),
    photos.refetch,
  );

  return (
    <div className="console-moderation">
      <h1 className="h3">{t('photos.title')}</h1>
      <p className="text-body-secondary mb-1">{t('photos.lead')}</p>
      <p className="small text-body-secondary">{t('photos.screeningHint')}</p>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {photos.isPending ? (
        <Loading />
      ) : photos.error && !photos.data ? (
        <ConsoleMessage tone="danger" onRetry={() => void photos.refetch()}>
          {errorMessage(photos.error)}
        </ConsoleMessage>
      ) : list.length === 0 ? (
        <ConsoleMessage>{t('photos.empty')}</ConsoleMessage>
      ) : (
        <ul className="console-queue-grid list-unstyled" aria-label={t('photos.listLabel')}>
          {list.map((photo) => (
            <PendingPhoto key={photo.id} photo={photo} onDone={setDone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingPhoto({ photo, onDone }: { photo: TAdminPendingPhoto; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const formatWhen = useFormatWhen();
  const mayViewMembers = useMay('members.view');
  const review = useReviewPhoto();
  const [reason, setReason] = useState<TPhotoRejection | ''>('');
  const reasonId = `photo-${photo.id}-reason`;

  function approve() {
    review.mutate(
      { photo: photo.id, decision: 'approve' },
      { onSuccess: () => onDone(t('photos.approved', { name: photo.name })) },
    );
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    review.mutate(
      { photo: photo.id, decision: 'reject', reason },
      { onSuccess: () => onDone(t('photos.rejected', { name: photo.name })) },
    );
  }

  return (
    <li className={`card h-100${photo.hold_reason === 'minor' ? ' border-danger border-2' : ''}`}>
      {/* Above the photo, so the reason is read before the picture, also by a screen reader. */}
      {photo.hold_reason && (
        <div className="card-header">
          <PhotoHold reason={photo.hold_reason} />
        </div>
      )}
      <a href={photo.url} target="_blank" rel="noreferrer" title={t('photos.viewFull')}>
        <img
          className={`console-photo ${photo.hold_reason ? 'rounded-0' : 'rounded-bottom-0'}`}
          src={`${photo.cdn_prefix}${photo.thumb_filename}`}
          alt={t('photos.photoAlt', { name: photo.name })}
          loading="lazy"
        />
      </a>
      <div className="card-body d-flex flex-column gap-2">
        <div>
          <div className="fw-semibold">{photo.name}</div>
          <div className="small text-body-secondary">
            {photo.site_name} · {t('photos.uploaded', { date: formatWhen(photo.created_at) })}
          </div>
          {mayViewMembers && (
            <Link to={`/admin/members/${photo.user_id}`} className="small">
              {t('photos.dossier')}
            </Link>
          )}
        </div>
        <ScreeningSummary screening={photo.screening} />
        <ErrorAlert error={review.error} />
        <button
          type="button"
          className="btn btn-success"
          onClick={approve}
          disabled={review.isPending}
          aria-label={t('photos.approveLabel', { name: photo.name })}
        >
          {t('photos.approve')}
        </button>
        <form onSubmit={reject} className="d-flex flex-column gap-2">
          <label htmlFor={reasonId} className="form-label small mb-0">
            {t('photos.reason')}
          </label>
          <select
            id={reasonId}
            className="form-select form-select-sm"
            value={reason}
            onChange={(event) => setReason(isPhotoRejection(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('photos.chooseReason')}</option>
            {PHOTO_REJECTION_REASONS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`photos.rejections.${entry}`)}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="btn btn-outline-danger"
            disabled={!reason || review.isPending}
            aria-label={t('photos.rejectLabel', { name: photo.name })}
          >
            {t('photos.reject')}
          </button>
        </form>
      </div>
    </li>
  );
}
