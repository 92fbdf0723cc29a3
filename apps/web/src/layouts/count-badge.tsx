import { badgeText } from '../lib/badges';

/** A waiting count on a navigation entry ("99+" from 100), read out as a whole sentence. */
export function CountBadge({ count, label, className }: { count: number; label: string; className: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill count-badge ${className}`}>
      {text}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}

/** A paid member's credits when they run low (spec point 2): warning above 0, danger at 0. */
export function CreditsBadge({ text, variant, label }: { text: string; variant: string; label: string }) {
  return (
    <span className={`badge rounded-pill count-badge text-bg-${variant}`}>
      {text}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}
