import { UserRound } from 'lucide-react';

interface SilhouetteProps {
  /** `fill`: takes the whole box of the missing photo (card, gallery); `round`: an avatar circle. */
  shape?: 'fill' | 'round';
  /** Size of the circle in pixels, for `round`. */
  size?: number;
  className?: string;
  /** For tests that tell one kind of silhouette from another. */
  testId?: string;
}

/**
 * Where a member's photo would show and there is none: a neutral figure on a tint, never an empty grey
 * box or a letter. Decorative, since the member's name is always next to it.
 */
export function Silhouette({ shape = 'fill', size, className = '', testId = 'silhouette' }: SilhouetteProps) {
  const round = shape === 'round';
  return (
    <span
      className={`silhouette silhouette-${shape} ${className}`}
      style={round && size ? { width: size, height: size } : undefined}
      aria-hidden="true"
      data-testid={testId}
    >
      <UserRound className="silhouette-figure" strokeWidth={1.5} />
    </span>
  );
}
