import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';

/** The openers offered for a first message (catalogue keys under chat.icebreakers). */
export const ICEBREAKERS = ['coffee', 'weekend', 'smile', 'travel', 'music', 'food', 'spontaneous', 'local'] as const;

interface IcebreakerModalProps {
  name: string;
  city: string;
  onPick(text: string): void;
  onClose(): void;
}

/** "Break the ice": ready openers for a first message; the chosen one goes into the composer. */
export function IcebreakerModal({ name, city, onPick, onClose }: IcebreakerModalProps) {
  const { t } = useTranslation();
  const openers = ICEBREAKERS.filter((key) => key !== 'local' || city).map((key) =>
    t(`chat.icebreakers.${key}`, { name, city }),
  );
  return createPortal(
    <Modal title={t('chat.icebreakers.title')} onClose={onClose}>
      <p className="text-body-secondary small">{t('chat.icebreakers.intro')}</p>
      <div className="list-group icebreaker-list">
        {openers.map((text) => (
          <button
            key={text}
            type="button"
            className="list-group-item list-group-item-action"
            onClick={() => onPick(text)}
          >
            {text}
          </button>
        ))}
      </div>
    </Modal>,
    document.body,
  );
}
