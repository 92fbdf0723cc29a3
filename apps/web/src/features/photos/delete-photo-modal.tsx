import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TOwnPhoto } from '@app/shared';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { useDeletePhoto } from './photos.queries';

interface DeletePhotoModalProps {
  photo: TOwnPhoto;
  cdnPrefix: string;
  onClose(): void;
}

/** Asks before a photo goes for good; stays open with the server's message when the delete fails. */
export function DeletePhotoModal({ photo, cdnPrefix, onClose }: DeletePhotoModalProps) {
  const { t } = useTranslation();
  const remove = useDeletePhoto();
  const error = remove.error
    ? remove.error instanceof ApiError && remove.error.status < 500
      ? remove.error.message
      : t('toasts.genericError')
    : null;

  const confirm = () =>
    remove.mutate(photo.id, {
      onSuccess: () => {
        showToast({ message: t('photos.deleted'), variant: 'success' });
        onClose();
      },
    });

  // In the body: the photos column is sticky, a stacking context that would keep the dialog under the form.
  return createPortal(
    <Modal
      title={t('photos.deleteTitle')}
      size="sm"
      dismissible={!remove.isPending}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" disabled={remove.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('photos.deleteConfirm')}
          </button>
        </>
      }
    >
      <div className="d-flex gap-3 align-items-center">
        <img
          className="rounded flex-shrink-0 object-fit-cover"
          src={`${cdnPrefix}${photo.thumb_filename}`}
          alt=""
          width={72}
          height={72}
        />
        <p className="mb-0">{t('photos.deleteText')}</p>
      </div>
      {error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {error}
        </div>
      )}
    </Modal>,
    document.body,
  );
}
