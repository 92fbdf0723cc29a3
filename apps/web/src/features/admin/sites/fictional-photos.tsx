import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREMIUM_MEMBER_PHOTO_LIMIT, type TAdminFictionalProfile, type TOwnPhoto } from '@app/shared';
import { PHOTO_TYPES } from '../../accounts/signup/signup-draft';
import { useSettings } from '../../sites/sites.queries';
import { ChangeOutcome, ConfirmButton } from './parts';
import { useAdminChange, useAdminUpload } from './site-admin.queries';

/** A fictional profile's photos: processed like members' uploads, active at once; main by the photos' rule (decision 016). */
export function FictionalPhotos({ profile }: { profile: TAdminFictionalProfile }) {
  const { t } = useTranslation('console-sites');
  const { cdn_prefix: cdnPrefix } = useSettings();
  const upload = useAdminUpload<{ photo: TOwnPhoto }>('/api/admin/fictional-photo.php');
  const remove = useAdminChange<{ photo: number }, { ok: true }>('DELETE', '/api/admin/fictional-photo.php');
  const makeMain = useAdminChange<{ photo: number; main: true }, { ok: true }>('PUT', '/api/admin/fictional-photo.php');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const full = profile.photos.length >= PREMIUM_MEMBER_PHOTO_LIMIT;

  /** Several files go one after the other, so the first stays the main photo and the limit holds. */
  async function send(files: File[]) {
    setProgress({ done: 0, total: files.length });
    for (const [index, file] of files.entries()) {
      const form = new FormData();
      form.set('user', String(profile.user_id));
      form.set('photo', file);
      try {
        await upload.mutateAsync(form);
      } catch {
        break;
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setProgress(null);
  }

  const failed = upload.error ?? remove.error ?? makeMain.error;
  return (
    <section className="console-card" aria-labelledby="fictional-photos-title">
      <h2 id="fictional-photos-title" className="h5">
        {t('fictional.photos.title', { count: profile.photos.length, max: PREMIUM_MEMBER_PHOTO_LIMIT })}
      </h2>
      {profile.photos.length === 0 && <p className="text-body-secondary">{t('fictional.photos.none')}</p>}
      <ul className="site-admin-photos list-unstyled">
        {profile.photos.map((photo, index) => (
          <li key={photo.id}>
            <img
              src={`${cdnPrefix}${photo.thumb_filename}`}
              alt={t('fictional.photos.alt', { name: profile.name, number: index + 1 })}
              loading="lazy"
            />
            <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
              {photo.main ? (
                <span className="badge text-bg-primary">{t('fictional.photos.main')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={makeMain.isPending}
                  onClick={() => makeMain.mutate({ photo: photo.id, main: true })}
                >
                  {t('fictional.photos.makeMain')}
                </button>
              )}
              <ConfirmButton
                label={t('fictional.photos.delete')}
                confirmLabel={t('fictional.photos.deleteConfirm')}
                disabled={remove.isPending}
                onConfirm={() => remove.mutate({ photo: photo.id })}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <label className="form-label" htmlFor="fictional-photo-upload">
          {t('fictional.photos.add')}
        </label>
        <input
          id="fictional-photo-upload"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          className="form-control"
          disabled={full || progress !== null}
          aria-describedby="fictional-photo-hint"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        <div id="fictional-photo-hint" className="form-text" aria-live="polite">
          {progress
            ? t('fictional.photos.uploading', { done: progress.done, total: progress.total })
            : full
              ? t('fictional.photos.full')
              : t('fictional.photos.hint')}
        </div>
      </div>
      <div className="mt-2">
        <ChangeOutcome error={failed} />
      </div>
    </section>
  );
}
