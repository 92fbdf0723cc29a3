import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_MEMBER_PHOTO_LIMIT, type TOwnPhoto } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { PHOTO_TYPES } from '../accounts/signup/signup-draft';
import { useSettings } from '../sites/sites.queries';
import { DeletePhotoModal } from './delete-photo-modal';
import { photoProblem } from './photo-rules';
import { PhotoTile } from './photo-tile';
import { useMakeMainPhoto, useOwnPhotos, useUploadPhoto } from './photos.queries';
import { pathTo } from '../../routes';

/** Why the last upload did not happen; `limit` also offers Premium to free members. */
interface TUploadProblem {
  message: string;
  limit: boolean;
}

/** The member's own photos on My profile: "N of LIMIT", upload, make main, delete. */
export function PhotoManager({ paidUser }: { paidUser: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const owned = useOwnPhotos();
  const upload = useUploadPhoto();
  const makeMain = useMakeMainPhoto();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<TUploadProblem | null>(null);
  const [deleting, setDeleting] = useState<TOwnPhoto | null>(null);

  if (owned.isPending) return <div className="py-4 text-center text-body-secondary">{t('common.loading')}</div>;
  if (owned.isError)
    return (
      <div
        className="alert alert-danger d-flex flex-wrap gap-2 align-items-center justify-content-between"
        role="alert"
      >
        {t('photos.loadFailed')}
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void owned.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  const { photos, limit } = owned.data;

  function choose(file: File | undefined) {
    if (input.current) input.current.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    const local = photoProblem(file, photos.length, limit);
    if (local === 'limit') {
      setProblem({ limit: true, message: t('photos.limitReached', { limit }) });
      return;
    }
    if (local) {
      setProblem({ limit: false, message: t('signup.photo.unsupported') });
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () =>
        showToast({
          message: settings.photo_approval ? t('photos.uploadedPending') : t('photos.uploaded'),
          variant: 'success',
        }),
      onError: (error) =>
        setProblem({
          limit: error instanceof ApiError && error.code === 'photo_limit',
          message: error instanceof ApiError && error.status < 500 ? error.message : t('toasts.genericError'),
        }),
    });
  }

  const setMain = (photo: TOwnPhoto) =>
    makeMain.mutate(photo.id, {
      onSuccess: () => showToast({ message: t('photos.mainChanged'), variant: 'success' }),
      onError: (error) =>
        showToast({ message: error instanceof ApiError ? error.message : t('toasts.genericError'), variant: 'danger' }),
    });

  const full = photos.length >= limit;
  return (
    <div>
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
        <p className={`mb-0 fw-semibold ${full ? 'text-danger' : ''}`} id="photos-count" aria-live="polite">
          {t('photos.count', { used: photos.length, limit })}
        </p>
      </div>
      <p className="small text-body-secondary">{photos.length === 0 ? t('photos.empty') : t('photos.help')}</p>
      {problem && (
        <div className="alert alert-warning" role="alert">
          <p className="mb-0">{problem.message}</p>
          {problem.limit && !paidUser && (
            <p className="mb-0 mt-2 d-flex flex-wrap gap-2 align-items-center">
              <span>{t('photos.premiumHint', { limit: PREMIUM_MEMBER_PHOTO_LIMIT })}</span>
              <Link className="btn btn-sm btn-primary" to={pathTo('premium')}>
                {t('nav.getPremium')}
              </Link>
            </p>
          )}
        </div>
      )}
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-2 g-2 list-unstyled mb-0" aria-describedby="photos-count">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            number={index + 1}
            cdnPrefix={settings.cdn_prefix}
            busy={makeMain.isPending && makeMain.variables === photo.id}
            onMakeMain={() => setMain(photo)}
            onDelete={() => setDeleting(photo)}
          />
        ))}
        <li className="col">
          <button
            type="button"
            className="photo-add btn btn-outline-secondary w-100"
            disabled={upload.isPending}
            aria-describedby="photos-count"
            onClick={() =>
              full ? setProblem({ limit: true, message: t('photos.limitReached', { limit }) }) : input.current?.click()
            }
          >
            {upload.isPending ? (
              <>
                <span className="spinner-border text-primary" aria-hidden="true" />
                <span className="small">{t('photos.uploading')}</span>
              </>
            ) : (
              <>
                <span className="photo-add-plus" aria-hidden="true">
                  +
                </span>
                <span className="small">{t('photos.add')}</span>
              </>
            )}
          </button>
          <input
            ref={input}
            className="d-none"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-label={t('photos.add')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </li>
      </ul>
      {photos.some((photo) => photo.status === 'pending') && (
        <p className="small text-body-secondary mt-2 mb-0">{t('photos.pendingHelp')}</p>
      )}
      <div className="visually-hidden" role="status">
        {upload.isPending ? t('photos.uploading') : ''}
      </div>
      {deleting && (
        <DeletePhotoModal photo={deleting} cdnPrefix={settings.cdn_prefix} onClose={() => setDeleting(null)} />
      )}
    </div>
  );
}
