import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';

/**
 * Shows the picked file in an image through a local address, freed when the preview closes. Set on the
 * element, not kept in state: each run of the effect makes and frees its own address.
 */
function useObjectUrlImage(file: File) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    if (image.current) image.current.src = created;
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return image;
}

interface PhotoPreviewProps {
  file: File;
  name: string;
  /** What sending a photo to this member costs (the conversation call's price). */
  credits: number;
  onSend(): void;
  onClose(): void;
}

/** The picked chat photo, seen before it is sent and paid: "Send (N credits)" or cancel. */
export function PhotoPreview({ file, name, credits, onSend, onClose }: PhotoPreviewProps) {
  const { t } = useTranslation();
  const image = useObjectUrlImage(file);
  return createPortal(
    <Modal
      title={t('chat.photoPreview.title', { name })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-light border" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onSend}>
            {t('chat.photoPreview.send', { credits: t('credits.creditsCount', { count: credits }) })}
          </button>
        </>
      }
    >
      <img
        ref={image}
        className="d-block mx-auto rounded mw-100"
        style={{ maxHeight: '60vh', objectFit: 'contain' }}
        alt={t('chat.photoPreview.alt')}
      />
    </Modal>,
    document.body,
  );
}
