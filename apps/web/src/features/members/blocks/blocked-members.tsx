import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberCard } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useSettings } from '../../sites/sites.queries';
import { useBlocks, useUnblock } from './blocks.queries';
import { pathTo } from '../../../routes';
import { Silhouette } from '../../../components/silhouette';

/** The settings section listing blocked members, each with an Unblock button. */
export function BlockedMembers() {
  const { t } = useTranslation();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const blocks = useBlocks();
  const unblock = useUnblock();

  const release = (member: TMemberCard) =>
    unblock.mutate(member.id, {
      onSuccess: () => showToast({ message: t('blocks.unblocked', { name: member.name }), variant: 'success' }),
      onError: (error) =>
        showToast({
          message: error instanceof ApiError && error.status < 500 ? error.message : t('toasts.genericError'),
          variant: 'danger',
        }),
    });

  return (
    <div>
      <p className="text-body-secondary">{t('blocks.intro')}</p>
      {blocks.isPending && <p className="mb-0 text-body-secondary">{t('common.loading')}</p>}
      {blocks.isError && (
        <div className="alert alert-danger d-flex flex-wrap gap-2 align-items-center justify-content-between mb-0">
          {t('blocks.loadFailed')}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void blocks.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {blocks.data?.length === 0 && <p className="mb-0 fst-italic">{t('blocks.empty')}</p>}
      {blocks.data && blocks.data.length > 0 && (
        <ul className="list-group list-group-flush" aria-label={t('blocks.title')}>
          {blocks.data.map((member) => {
            const busy = unblock.isPending && unblock.variables === member.id;
            return (
              <li key={member.id} className="list-group-item px-0 d-flex align-items-center gap-3">
                {member.main_image ? (
                  <img
                    className="avatar-thumb blocked-avatar"
                    src={`${cdnPrefix}${member.main_image.thumb_filename}`}
                    alt=""
                    width={40}
                    height={40}
                  />
                ) : (
                  <Silhouette shape="round" size={40} className="avatar-thumb blocked-avatar" />
                )}
                <div className="flex-grow-1 min-w-0">
                  <Link
                    className="fw-semibold link-body-emphasis text-truncate d-block"
                    to={pathTo('members-id', { id: member.id })}
                  >
                    {member.name}
                  </Link>
                  <span className="small text-body-secondary">
                    {[t('common.yearsOld', { age: member.age }), member.city].filter(Boolean).join(' · ')}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary flex-shrink-0"
                  aria-label={t('blocks.unblockLabel', { name: member.name })}
                  disabled={busy}
                  onClick={() => release(member)}
                >
                  {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
                  {t('blocks.unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
