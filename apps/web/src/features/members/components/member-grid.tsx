import type { TMemberCard } from '@app/shared';
import { MemberCard } from './member-card';

interface MemberGridProps {
  /** Undefined while loading: cards of the same shape hold the space. */
  members: TMemberCard[] | undefined;
  placeholders?: number;
  onLike?(member: TMemberCard): void;
}

/** Member cards in a responsive grid: two across on a phone, up to four on a desktop. */
export function MemberGrid({ members, placeholders = 8, onLike }: MemberGridProps) {
  return (
    <div className="row row-cols-2 row-cols-sm-3 row-cols-xl-4 g-3">
      {members === undefined &&
        Array.from({ length: placeholders }, (_, index) => (
          <div className="col" key={index} aria-hidden="true">
            <div className="card member-card member-card-skeleton bg-body-secondary" />
          </div>
        ))}
      {members?.map((member, index) => (
        <div className="col" key={member.id}>
          <MemberCard member={member} eager={index < 4} {...(onLike && { onLike: () => onLike(member) })} />
        </div>
      ))}
    </div>
  );
}
