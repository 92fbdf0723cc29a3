import type { ReactNode } from 'react';

/**
 * The alert region under the navigation (spec point 2 "warning header"): activation, photo, push
 * and notification alerts and the time-bonus banner place themselves here (accounts and credits issues).
 */
export function WarningHeader({ children }: { children?: ReactNode }) {
  return (
    <div className="container" role="region" aria-live="polite" data-testid="alert-region">
      {children}
    </div>
  );
}
