import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Silhouette } from '../../components/silhouette';
import { focusOnMount } from '../../lib/focus-on-mount';
import { useStore } from '../../lib/store';
import { FictionalMark } from '../members/components/fictional-mark';
import { closeMatchModal, matchModalStore } from './match-modal-store';
import { pathTo } from '../../routes';

/**
 * "It's a match" after a mutual like, "New like!" when someone liked the member (spec points 2 and 4).
 * A click anywhere closes it; its links still take the member where they point.
 */
export function MatchModal() {
  const { t } = useTranslation();
  const modal = useStore(matchModalStore);
  if (!modal) return null;
  const match = modal.kind === 'match';
  return (
    <div
      className="modal d-block match-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="match-modal-title"
      tabIndex={-1}
      onClick={closeMatchModal}
      onKeyDown={(event) => event.key === 'Escape' && closeMatchModal()}
    >
      <div className="modal-dialog modal-dialog-centered modal-sm">
        <div className="modal-content text-center border-0 overflow-hidden">
          <div className="match-modal-header py-4">
            <span className="d-inline-block position-relative">
              {modal.photo ? (
                <img className="match-modal-photo" src={modal.photo} alt="" />
              ) : (
                <Silhouette shape="round" className="match-modal-photo" />
              )}
              <Heart className="match-modal-heart like-pop" fill="currentColor" aria-hidden="true" />
            </span>
          </div>
          <div className="modal-body">
            <h2 id="match-modal-title" className="h3 fw-bold">
              {match ? t('matchModal.matchTitle') : t('matchModal.likeTitle')}
            </h2>
            <p>
              {match ? t('matchModal.matchText', { name: modal.name }) : t('matchModal.likeText', { name: modal.name })}
            </p>
            {modal.fictional && <FictionalMark variant="note" className="mb-3" />}
            <div className="d-grid gap-2">
              <Link
                className="btn btn-primary"
                to={match ? pathTo('members-id-chat', { id: modal.id }) : pathTo('members-id', { id: modal.id })}
                ref={focusOnMount}
              >
                {match ? t('matchModal.sendMessage') : t('matchModal.viewProfile')}
              </Link>
              <button type="button" className="btn btn-link">
                {t('matchModal.keepBrowsing')}
              </button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
