import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TOwnPhoto, TPhotoHoldReason } from '@app/shared';

/**
 * Why a photo waits, in the member's words. A face that may be a minor's is not named to the member: the photo
 * just waits like any other for approval.
 */
const HELD_TEXTS = {
  explicit: 'photos.heldExplicit',
  explicit_not_allowed: 'photos.heldExplicitNotAllowed',
  no_face: 'photos.heldNoFace',
} as const satisfies Record<Exclude<TPhotoHoldReason, 'minor'>, string>;

interface PhotoTileProps {
  photo: TOwnPhoto;
  /** 1-based position, so each photo's buttons have their own name for screen readers. */
  number: number;
  cdnPrefix: string;
  /** Another change of this photo is on its way. */
  busy: boolean;
  onMakeMain(): void;
  onDelete(): void;
}

/** One own photo: the thumbnail with its main, pending or rejected badge (and why), delete and make-main buttons. */
export function PhotoTile({ photo, number, cdnPrefix, busy, onMakeMain, onDelete }: PhotoTileProps) {
  const { t } = useTranslation();
  const pending = photo.status === 'pending';
  const rejected = photo.status === 'rejected';
  return (
    <li className="col">
      <div className={`photo-tile ${photo.main ? 'photo-tile-main' : ''}`}>
        <img
          src={`${cdnPrefix}${photo.thumb_filename}`}
          alt={t('photos.photoAlt', { number })}
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
        {(photo.main || pending || rejected) && (
          // A first photo is the main one even while it waits for approval: both marks then show.
          <div className="photo-tile-badges">
            {photo.main && (
              <span className="badge text-bg-primary">
                <Star className="icon-inline me-1" size="1em" fill="currentColor" aria-hidden="true" />
                {t('photos.main')}
              </span>
            )}
            {pending && <span className="badge text-bg-warning text-wrap">{t('photos.pending')}</span>}
            {rejected && <span className="badge text-bg-danger text-wrap">{t('photos.rejected')}</span>}
          </div>
        )}
        <button
          type="button"
          className="btn btn-light btn-sm rounded-circle photo-tile-delete shadow-sm"
          aria-label={t('photos.deleteLabel', { number })}
          aria-haspopup="dialog"
          disabled={busy}
          onClick={onDelete}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {rejected && (
        <p className="small text-danger mt-1 mb-0" data-testid="photo-rejection">
          {t('photos.rejectedBecause', {
            reason: t(`photos.rejections.${photo.rejection_reason ?? 'poor_quality'}` as 'photos.rejections.not_you'),
          })}
        </p>
      )}
      {pending && photo.hold_reason && photo.hold_reason !== 'minor' && (
        <p className="small text-body-secondary mt-1 mb-0" data-testid="photo-hold">
          {t(HELD_TEXTS[photo.hold_reason])}
        </p>
      )}
      {!photo.main && !pending && !rejected && !photo.can_be_main && (
        <p className="small text-body-secondary mt-1 mb-0">{t('photos.notMain')}</p>
      )}
      {!photo.main && photo.can_be_main && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm w-100 mt-2"
          disabled={busy}
          onClick={onMakeMain}
        >
          {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {/* Named by the words it shows, then which photo (WCAG 2.5.3: the visible label starts the name). */}
          {t('photos.makeMain')}
          <span className="visually-hidden">: {t('photos.photoAlt', { number })}</span>
        </button>
      )}
    </li>
  );
}
