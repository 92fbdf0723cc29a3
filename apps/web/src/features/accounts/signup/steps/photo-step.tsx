import { Camera } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '@app/shared';
import { PHOTO_TYPES } from '../signup-draft';
import { StepFrame } from './step-frame';

interface PhotoStepProps {
  photo: File | null;
  busy?: boolean;
  error?: string | null;
  onNext(photo: File | null): void;
}

/** Step 1: a profile photo, chosen now and uploaded once the account exists; may be skipped. */
export function PhotoStep({ photo: initial, busy, error, onNext }: PhotoStepProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [photo, setPhoto] = useState<File | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) {
      setProblem(t('signup.photo.unsupported'));
      return;
    }
    setProblem(null);
    setPhoto(file);
  }

  return (
    <StepFrame
      title={t('signup.photo.title')}
      intro={t('signup.photo.intro')}
      error={problem ?? error}
      busy={busy}
      submitLabel={photo ? t('signup.next') : t('signup.photo.choose')}
      onSubmit={() => (photo ? onNext(photo) : document.getElementById(inputId)?.click())}
      onSkip={() => onNext(null)}
    >
      <label htmlFor={inputId} className="signup-photo d-flex align-items-center justify-content-center mx-auto">
        {preview ? (
          <img src={preview} alt={t('signup.photo.preview')} />
        ) : (
          <span className="text-center text-body-secondary px-3">
            <Camera className="d-block mx-auto mb-1" size={40} aria-hidden="true" />
            {t('signup.photo.add')}
          </span>
        )}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-label={t('signup.photo.add')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {photo && (
        <p className="text-center mt-2 mb-0">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setPhoto(null)}>
            {t('signup.photo.remove')}
          </button>
        </p>
      )}
    </StepFrame>
  );
}
