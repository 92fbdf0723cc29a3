import { Heart, Undo2, X } from 'lucide-react';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SWIPE_GAME_DAILY_LIKES } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { countdownParts, useMillisecondsUntil } from '../../../lib/countdown';
import { usePageTitle } from '../../../lib/page-title';
import { showToast } from '../../../lib/toasts';
import { MemberOnly } from '../../auth/member-only';
import { useSettings } from '../../sites/sites.queries';
import { showMatchModal } from '../match-modal-store';
import { SwipeCard } from './swipe-card';
import { useSwipe, useSwipeState, useUndoPass } from './swipe.queries';
import { pathTo } from '../../../routes';

/** Shown once today's likes are used: a countdown to the next allowance, then the deck comes back. */
function OutOfLikes({ nextAt, onNewDay }: { nextAt: string; onNewDay(): void }) {
  const { t } = useTranslation();
  const left = useMillisecondsUntil(Date.parse(nextAt));
  const time = countdownParts(left);
  useEffect(() => {
    if (left === 0) onNewDay();
  }, [left, onNewDay]);
  return (
    <div className="card border-0 shadow-sm text-center p-4" role="status">
      <p className="lead mb-2">{t('swipe.outOfLikes', { count: SWIPE_GAME_DAILY_LIKES })}</p>
      <p className="mb-1 text-body-secondary">{t('swipe.nextLikesIn')}</p>
      <p className="display-5 fw-bold font-monospace" aria-label={t('swipe.countdownLabel', { ...time })}>
        {time.hours}:{time.minutes}:{time.seconds}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-2">
        <Link className="btn btn-primary" to={pathTo('members')}>
          {t('likesPage.findMembers')}
        </Link>
        <Link className="btn btn-outline-primary" to={pathTo('likes')}>
          {t('screens.likes')}
        </Link>
      </div>
    </div>
  );
}

function SwipeGame() {
  const { t } = useTranslation();
  const settings = useSettings();
  const state = useSwipeState();
  const swipe = useSwipe();
  const undo = useUndoPass();
  const deck = state.data;
  const top = deck?.cards[0];

  function decide(action: 'like' | 'pass') {
    if (!top || swipe.isPending) return;
    swipe.mutate(
      { id: top.id, action },
      {
        onSuccess: (answer) => {
          const photo = top.main_image ? `${settings.cdn_prefix}${top.main_image.thumb_filename}` : null;
          if (answer.match)
            showMatchModal({ kind: 'match', id: top.id, name: top.name, photo, fictional: top.fictional });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'swipe_limit') void state.refetch();
          else showToast({ message: error.message, variant: 'danger' });
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') decide('pass');
    if (event.key === 'ArrowRight' && deck && deck.likes_left > 0) decide('like');
  }

  if (state.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {state.error.message}
      </div>
    );
  if (!deck) return <div className="swipe-deck bg-body-secondary rounded-4" aria-busy="true" />;
  if (deck.likes_left === 0 && deck.next_allowance_at)
    return <OutOfLikes nextAt={deck.next_allowance_at} onNewDay={() => void state.refetch()} />;

  return (
    <div onKeyDown={onKeyDown}>
      <p className="text-center mb-3" role="status">
        <span className="text-primary me-1" aria-hidden="true">
          {Array.from({ length: deck.likes_left }, (_, index) => (
            <Heart key={index} className="icon-inline" size="1em" fill="currentColor" />
          ))}
        </span>
        {t('swipe.likesLeft', { count: deck.likes_left })}
      </p>
      {top ? (
        <div className="swipe-deck">
          {deck.cards[1] && <SwipeCard key={deck.cards[1].id} member={deck.cards[1]} behind />}
          <SwipeCard key={top.id} member={top} onDecide={decide} />
        </div>
      ) : (
        <div className="card border-0 shadow-sm text-center p-4">
          <p className="lead">{t('swipe.deckEmpty')}</p>
          <Link className="btn btn-primary" to={pathTo('members')}>
            {t('likesPage.findMembers')}
          </Link>
        </div>
      )}
      <div className="d-flex justify-content-center align-items-center gap-3 mt-3">
        <button
          type="button"
          className="btn btn-light rounded-circle swipe-button small-button shadow-sm"
          aria-label={t('swipe.undo')}
          disabled={!deck.can_undo || undo.isPending}
          onClick={() =>
            undo.mutate(undefined, { onError: (error) => showToast({ message: error.message, variant: 'danger' }) })
          }
        >
          <Undo2 size="1.25em" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-light rounded-circle swipe-button shadow"
          aria-label={top ? t('swipe.pass', { name: top.name }) : t('swipe.passPlain')}
          disabled={!top || swipe.isPending}
          onClick={() => decide('pass')}
        >
          <X size="1.5em" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-primary rounded-circle swipe-button shadow"
          aria-label={top ? t('swipe.like', { name: top.name }) : t('swipe.likePlain')}
          disabled={!top || swipe.isPending}
          onClick={() => decide('like')}
        >
          <Heart size="1.5em" fill="currentColor" aria-hidden="true" />
        </button>
        {top && (
          <Link
            className="btn btn-light rounded-circle swipe-button small-button shadow-sm"
            to={pathTo('members-id', { id: top.id })}
            aria-label={t('swipe.viewProfile', { name: top.name })}
          >
            <span aria-hidden="true">ℹ</span>
          </Link>
        )}
      </div>
      <p className="text-center small text-body-secondary mt-3 d-none d-md-block">{t('swipe.keyboardHint')}</p>
    </div>
  );
}

/** The swipe game (spec points 2, 4 and 9): like or pass; four likes a day, then a countdown. */
export function SwipeGamePage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.swipeGame'));
  return (
    <div className="container py-4" style={{ maxWidth: '28rem' }}>
      <h1 className="h3 mb-3 text-center">{t('screens.swipeGame')}</h1>
      <MemberOnly>{() => <SwipeGame />}</MemberOnly>
    </div>
  );
}
