import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberCard } from '@app/shared';
import { useSettings } from '../../sites/sites.queries';
import { Silhouette } from '../../../components/silhouette';
import { FictionalMark } from '../../members/components/fictional-mark';

/** How far a card must travel before letting go counts as a like or a pass. */
const DECISION_DISTANCE = 110;

interface SwipeCardProps {
  member: TMemberCard;
  /** The card under the top one: shown, not draggable. */
  behind?: boolean;
  onDecide?(action: 'like' | 'pass'): void;
}

/** One card of the deck; the top one follows a finger or mouse and decides when dropped far enough. */
export function SwipeCard({ member, behind = false, onDecide }: SwipeCardProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

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
    setOffset(0);
  };
  const hint = offset > 40 ? 'like' : offset < -40 ? 'pass' : null;

  return (
    <div
      className={`swipe-card ${behind ? 'behind' : ''}`}
      style={behind ? undefined : { transform: `translateX(${offset}px) rotate(${offset / 20}deg)` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      aria-hidden={behind}
    >
      {member.main_image ? (
        <img src={`${settings.cdn_prefix}${member.main_image.filename}`} alt="" draggable={false} />
      ) : (
        <Silhouette className="swipe-card-empty" />
      )}
      {hint && (
        <span className={`swipe-hint ${hint}`}>{hint === 'like' ? t('swipe.likeStamp') : t('swipe.passStamp')}</span>
      )}
      {member.fictional && <FictionalMark className="position-absolute top-0 end-0 m-3" />}
      <div className="swipe-card-body">
        <div className="h4 mb-0">
          {member.online_recently && <span className="online-dot" role="img" aria-label={t('common.onlineRecently')} />}
          {member.name}, {member.age}
        </div>
        <div>{member.city}</div>
      </div>
    </div>
  );
}
