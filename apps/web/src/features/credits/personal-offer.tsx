import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { formatPercent } from './credits-format';
import { useDiscountCode } from './credits.queries';

/**
 * A code the member was sent here with (the retention offer's link, `?code=`): what it gives and until
 * when, checked by the server; the packages carry it on to checkout, where it is filled in.
 */
export function PersonalOffer({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const check = useDiscountCode(code);
  if (check.isPending) return null;
  if (check.isError)
    return (
      <div className="alert alert-warning" role="status">
        {check.error instanceof ApiError && check.error.status < 500 ? check.error.message : t('toasts.genericError')}
      </div>
    );
  const offer = check.data;
  const percent = formatPercent(offer.value_percentage, i18n.language);
  return (
    <div className="discount-offer" role="status" data-testid="personal-offer">
      <span className="discount-offer-percent" aria-hidden="true">
        −{percent}
      </span>
      <div className="flex-grow-1">
        <p className="fw-semibold mb-0">{t('credits.personalOffer.title', { percent })}</p>
        <p className="small mb-0">
          {offer.expires
            ? t('credits.personalOffer.until', {
                code: offer.code,
                date: formatDate(offer.expires, i18n.language, { dateStyle: 'long', timeStyle: 'short' }),
              })
            : t('credits.personalOffer.text', { code: offer.code })}
        </p>
      </div>
    </div>
  );
}
