import type { TVerificationPose } from '@app/shared';

/**
 * A head leaning the way the pose asks, as the member sees themselves in the (mirrored) camera preview: leaning
 * towards one's own left shoulder shows as a lean to the left of the screen.
 */
export function PoseIllustration({ pose }: { pose: TVerificationPose }) {
  const angle = pose === 'tilt_left' ? -20 : 20;
  return (
    <svg className="pose-illustration" viewBox="0 0 120 120" width="96" height="96" aria-hidden="true">
      <g transform={`rotate(${angle} 60 100)`}>
        <path d="M30 118 Q60 92 90 118" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <ellipse cx="60" cy="56" rx="24" ry="30" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="51" cy="52" r="3" fill="currentColor" />
        <circle cx="69" cy="52" r="3" fill="currentColor" />
        <path d="M52 68 Q60 74 68 68" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </g>
      <path
        d={pose === 'tilt_left' ? 'M40 14 Q24 18 18 32' : 'M80 14 Q96 18 102 32'}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        markerEnd="url(#pose-arrow)"
      />
      <defs>
        <marker id="pose-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
        </marker>
      </defs>
    </svg>
  );
}
