import { Heart, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanderMember } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { FictionalNote, LanderPhoto, MoreLanders, OnlineCount, SignupCta, TileSkeletons } from './lander-parts';
import { useLander } from './landers.queries';
import { INITIAL_SWIPE_DECK, swipe } from './swipe-deck';
import { useLanderSignup } from './use-lander-signup';
import { pathTo } from '../../routes';

/** How far a card must be dragged before letting go counts as a like or a pass. */
const DECISION_DISTANCE = 100;
/** The card's flight off the deck before the next one is on top. */
const LEAVE_MS = 220;

/** `/landers/tinderswipe`: a deck to swipe; a like, or three swipes, opens the signup ("Kim likes you too"). */
export function TinderSwipeLander() {
  const { t } = useTranslation();
  const lander = useLander();
  const signup = useLanderSignup();
  const [deck, setDeck] = useState(INITIAL_SWIPE_DECK);
  const [leaving, setLeaving] = useState<'like' | 'pass' | null>(null);
  const title = t('landers.swipe.title');
  usePageTitle(title);
  const members = lander.data?.profiles ?? [];
  const top = members[deck.top];

  function decide(action: 'like' | 'pass') {
    if (!top || leaving) return;
    setLeaving(action);
    setTimeout(() => {
      const result = swipe(deck, action, members.length);
      setDeck(result.state);
      setLeaving(null);
      const member = result.prompt && members[result.prompt.member];
      if (!result.prompt || !member) return;
      const key = result.prompt.reason === 'like' ? 'landers.swipe.matchLike' : 'landers.swipe.matchSwipes';
      signup.open({ intro: t(key, { name: member.name }), next: pathTo('members-id-chat', { id: member.id }) });
    }, LEAVE_MS);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') decide('like');
    if (event.key === 'ArrowLeft') decide('pass');
  }

  return (
    <div className="lander lander-swipe">
      <div className="container">
        <header className="lander-intro text-center">
          <OnlineCount count={lander.data?.online} />
          <h1 className="lander-title">{title}</h1>
          <p className="lander-lead">{t('landers.swipe.text')}</p>
        </header>
        <div className="swipe-stage" tabIndex={0} onKeyDown={onKeyDown} aria-label={t('landers.swipe.hint')}>
          <div className="swipe-deck lander-deck" aria-busy={lander.isPending}>
            {/* On wide screens the next members peek out beside the deck. */}
            {[members[deck.top + 2], members[deck.top + 3]].map(
              (member, index) =>
                member && (
                  <span key={member.id} className={`swipe-peek swipe-peek-${index}`} aria-hidden="true">
                    <LanderPhoto member={member} variant="card" />
                  </span>
                ),
            )}
            {lander.isPending && <TileSkeletons count={1} className="swipe-card" />}
            {members[deck.top + 1] && (
              <DeckCard key={members[deck.top + 1]!.id} member={members[deck.top + 1]!} behind />
            )}
            {top && (
              <DeckCard key={top.id} member={top} leaving={leaving} priority={deck.top === 0} onDecide={decide} />
            )}
            {lander.data && !top && (
              <div className="swipe-card swipe-done">
                <p className="lead">{t('landers.swipe.empty')}</p>
              </div>
            )}
          </div>
          {top && (
            <div className="d-flex justify-content-center gap-4 my-3">
              <button
                type="button"
                className="btn btn-light rounded-circle shadow swipe-button swipe-pass"
                aria-label={t('swipe.pass', { name: top.name })}
                onClick={() => decide('pass')}
              >
                <X size="1.5em" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-primary rounded-circle shadow swipe-button swipe-like"
                aria-label={t('swipe.like', { name: top.name })}
                onClick={() => decide('like')}
              >
                <Heart size="1.5em" fill="currentColor" aria-hidden="true" />
              </button>
            </div>
          )}
          <p className="text-center small text-body-secondary">{t('landers.swipe.hint')}</p>
        </div>
        <SignupCta label={t('landers.swipe.cta')} className="text-center mt-3" />
        <FictionalNote className="text-center mt-3" />
      </div>
      <MoreLanders current="tinderswipe" />
    </div>
  );
}

interface DeckCardProps {
  member: TLanderMember;
  behind?: boolean;
  priority?: boolean;
  leaving?: 'like' | 'pass' | null;
  onDecide?(action: 'like' | 'pass'): void;
}

/** One card: the top one follows a finger or the mouse, and decides when let go far enough. */
function DeckCard({ member, behind = false, priority = false, leaving = null, onDecide }: DeckCardProps) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const shift = leaving === 'like' ? 600 : leaving === 'pass' ? -600 : offset;
  const hint = shift > 40 ? 'like' : shift < -40 ? 'pass' : null;

  const down = (event: PointerEvent) => {
    if (behind) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const up = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(offset) >= DECISION_DISTANCE) onDecide?.(offset > 0 ? 'like' : 'pass');
    else setOffset(0);
  };

  return (
    <div
      className={`swipe-card ${behind ? 'behind' : ''} ${offset !== 0 && !leaving ? 'dragging' : ''}`}
      style={behind ? undefined : { transform: `translateX(${shift}px) rotate(${shift / 18}deg)` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      aria-hidden={behind}
    >
      <LanderPhoto member={member} priority={priority} />
      {hint && (
        <span className={`swipe-hint ${hint}`}>{hint === 'like' ? t('swipe.likeStamp') : t('swipe.passStamp')}</span>
      )}
      <div className="swipe-card-body">
        <div className="h4 mb-0">
          {member.online_recently && <span className="online-dot" role="img" aria-label={t('common.onlineRecently')} />}
          {member.name}, {member.age}
        </div>
        <div>{member.city}</div>
        {member.about && <p className="swipe-card-about">{member.about}</p>}
      </div>
    </div>
  );
}
