import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPackage } from '@app/shared';
import { formatNumber } from '../../lib/format';
import { formatCents, formatPercent } from './credits-format';
import { messagesFor, savingsPercent } from './order-summary-rules';

/** Styles drawn on a dark or coloured ground, where a light button stands out. */
const ON_DARK: readonly TPackage['style'][] = ['p2', 'p3'];

interface PackageCardProps {
  pack: TPackage;
  packages: readonly TPackage[];
  messageCredits: number;
  /** Where its button leads; none shows the card without a button (a summary). */
  to?: string;
  actionLabel?: string;
}

/** A credit package as an offer: its tier style (p0 to p3), credits, price, price per credit and savings. */
export function PackageCard({ pack, packages, messageCredits, to, actionLabel }: PackageCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const savings = savingsPercent(pack, packages);
  const titleId = `package-${pack.id}-title`;

  return (
    <article
      className={`package-card package-${pack.style} ${pack.best_value ? 'package-best' : ''}`}
      aria-labelledby={titleId}
      data-testid="package-card"
    >
      {pack.best_value && <p className="package-ribbon">{t('credits.bestValue')}</p>}
      <h3 className="package-tier" id={titleId}>
        {t(`credits.tiers.${pack.style}`)}
      </h3>
      <p className="package-credits">
        <span className="package-credits-number">{formatNumber(pack.credits, language)}</span>{' '}
        <span className="package-credits-unit">{t('credits.creditsUnit', { count: pack.credits })}</span>
      </p>
      <p className="package-price">{formatCents(pack.price_cents, pack.currency, language)}</p>
      <p className="package-per-credit">
        {t('credits.perCredit', { price: formatCents(pack.credit_price_cents, pack.currency, language) })}
      </p>
      <ul className="package-facts">
        <li>
          <Check className="package-fact-icon" size="1em" aria-hidden="true" />
          {t('credits.aboutMessages', { count: messagesFor(pack.credits, messageCredits) })}
        </li>
        <li>
          <Check className="package-fact-icon" size="1em" aria-hidden="true" />
          {t('credits.premiumIncluded')}
        </li>
        {savings > 0 && (
          <li className="package-savings">
            <Check className="package-fact-icon" size="1em" aria-hidden="true" />
            {t('credits.save', { percent: formatPercent(savings, language) })}
          </li>
        )}
      </ul>
      {to && (
        <Link
          className={`btn w-100 package-action ${ON_DARK.includes(pack.style) ? 'btn-light' : 'btn-primary'}`}
          to={to}
          aria-describedby={titleId}
        >
          {actionLabel ?? t('credits.choose')}
        </Link>
      )}
    </article>
  );
}

/** The packages side by side: one column on a phone, two on a tablet, four on a desktop (two when compact). */
export function PackageGrid({
  packages,
  messageCredits,
  linkTo,
  actionLabel,
  compact = false,
}: {
  packages: readonly TPackage[];
  messageCredits: number;
  linkTo?: (pack: TPackage) => string;
  actionLabel?: string;
  /** In a narrower column: at most two cards side by side. */
  compact?: boolean;
}) {
  return (
    <div className={`package-grid ${compact ? 'package-grid-compact' : ''}`}>
      {packages.map((pack) => (
        <PackageCard
          key={pack.id}
          pack={pack}
          packages={packages}
          messageCredits={messageCredits}
          {...(linkTo && { to: linkTo(pack) })}
          {...(actionLabel && { actionLabel })}
        />
      ))}
    </div>
  );
}
