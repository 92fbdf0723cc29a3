import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGift } from '@app/shared';
import { Modal } from '../../../components/modal';
import { useGifts } from '../chat.queries';
import { pathTo } from '../../../routes';

interface GiftPickerProps {
  name: string;
  cdnPrefix: string;
  credits: number;
  onPick(gift: TGift): void;
  onClose(): void;
}

/** The gift catalogue as a grid of pictures with names and prices; a tap sends the gift. */
export function GiftPicker({ name, cdnPrefix, credits, onPick, onClose }: GiftPickerProps) {
  const { t, i18n } = useTranslation();
  const gifts = useGifts(i18n.language, true);
  return createPortal(
    <Modal title={t('chat.giftsTitle', { name })} size="lg" onClose={onClose}>
      <p className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
        {t('chat.yourCredits', { count: credits })}
        <Link className="btn btn-sm btn-outline-primary" to={pathTo('credits')}>
          {t('chat.buyCredits')}
        </Link>
      </p>
      {gifts.isError && (
        <div className="alert alert-danger" role="alert">
          {gifts.error.message}
        </div>
      )}
      {!gifts.data && !gifts.isError && <div className="gift-grid-skeleton" aria-busy="true" />}
      {gifts.data && (
        <ul className="gift-grid list-unstyled mb-0">
          {gifts.data.map((gift) => {
            const price = t('chat.giftPrice', { count: gift.credits });
            return (
              <li key={gift.key}>
                <button type="button" className="gift-option" onClick={() => onPick(gift)}>
                  <img src={`${cdnPrefix}${gift.image}`} alt="" width={72} height={72} loading="lazy" />
                  <span className="gift-name">{gift.name}</span>
                  <span className="gift-price">{price}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>,
    document.body,
  );
}
