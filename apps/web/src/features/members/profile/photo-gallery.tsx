import { Lock } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberProfile, TVisiblePhoto } from '@app/shared';
import { Modal } from '../../../components/modal';
import { openSignupModal } from '../../../layouts/signup-modal';
import { queryKeys } from '../../../lib/query-keys';
import { useRenewSignedAddresses } from '../../../lib/signed-addresses';
import { useSettings } from '../../sites/sites.queries';
import { pathTo } from '../../../routes';
import { Silhouette } from '../../../components/silhouette';

interface PhotoGalleryProps {
  member: TMemberProfile;
  loggedIn: boolean;
}

function LockedPhoto({
  photo,
  cdnPrefix,
  loggedIn,
}: {
  photo: Extract<TVisiblePhoto, { locked: true }>;
  cdnPrefix: string;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const label = loggedIn ? t('member.unlockPremium') : t('member.unlockSignup');
  const content = (
    <>
      <img src={`${cdnPrefix}${photo.blur_filename}`} alt="" loading="lazy" decoding="async" />
      <span className="photo-lock">
        <Lock size={24} aria-hidden="true" />
        <span className="small fw-semibold">{label}</span>
      </span>
    </>
  );
  return loggedIn ? (
    <Link to={pathTo('premium')} className="gallery-photo locked">
      {content}
    </Link>
  ) : (
    <button type="button" className="gallery-photo locked border-0 p-0" onClick={openSignupModal}>
      {content}
    </button>
  );
}

/**
 * The member's photos as the viewer may see them: unlocked ones open large, locked ones are only a
 * blurred picture with a lock that leads to premium (members) or signup (visitors). Large photos other
 * than the main one come as addresses that work for a few minutes: the profile is fetched again before
 * they end, and when one fails anyway.
 */
export function PhotoGallery({ member, loggedIn }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const unlocked = member.photos.filter((photo) => !photo.locked);
  const current = open === null ? null : unlocked[open];
  const renew = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.member(member.id) }),
    [queryClient, member.id],
  );
  useRenewSignedAddresses(
    unlocked.map((photo) => photo.url),
    renew,
  );

  if (member.photos.length === 0)
    return (
      <div className="gallery-main gallery-empty position-relative overflow-hidden">
        <Silhouette />
        <p className="gallery-empty-text text-body-secondary mb-0">{t('member.noPhotos')}</p>
      </div>
    );

  return (
    <div>
      <div className="gallery-grid">
        {member.photos.map((photo, index) =>
          photo.locked ? (
            <LockedPhoto key={photo.id} photo={photo} cdnPrefix={settings.cdn_prefix} loggedIn={loggedIn} />
          ) : (
            <button
              key={photo.id}
              type="button"
              className={`gallery-photo border-0 p-0 ${index === 0 ? 'main' : ''}`}
              aria-label={t('member.openPhoto', { number: index + 1, name: member.name })}
              onClick={() => setOpen(unlocked.indexOf(photo))}
            >
              <img
                src={index === 0 ? photo.url : `${settings.cdn_prefix}${photo.thumb_filename}`}
                onError={index === 0 ? () => void renew() : undefined}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          ),
        )}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('member.photoCount', { count: member.photo_count })}</p>
      {current && open !== null && (
        <Modal
          title={t('member.photoOf', { name: member.name, number: open + 1, total: unlocked.length })}
          size="lg"
          onClose={() => setOpen(null)}
        >
          <img className="w-100 rounded" src={current.url} onError={() => void renew()} alt="" />
          {unlocked.length > 1 && (
            <div className="d-flex justify-content-between mt-3">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setOpen((open - 1 + unlocked.length) % unlocked.length)}
              >
                {t('common.previous')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setOpen((open + 1) % unlocked.length)}
              >
                {t('common.next')}
              </button>
            </div>
          )}
        </Modal>
      )}
    </div>
  );
}
