import { useEffect, useRef, useState } from 'react';
import { Camera, RotateCcw, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SelfieCaptureProps {
  busy: boolean;
  onSend(selfie: Blob): void;
}

type TCameraState = 'starting' | 'live' | 'unavailable';

/** What the camera gives: enough to compare faces, small enough to send quickly on a phone. */
const CAMERA_WIDTH = 1280;
const SELFIE_QUALITY = 0.9;

/**
 * The selfie: the front camera where the browser has one (the preview mirrored, as people know themselves; the
 * picture sent as the camera took it, so left stays left), and a file as the fallback (no camera, permission
 * refused, or the member prefers the phone's camera app).
 */
/** The browser's camera access: missing on pages served without HTTPS (other than localhost) and in old browsers. */
function cameraApi(): MediaDevices | null {
  const devices = (navigator as { mediaDevices?: MediaDevices }).mediaDevices;
  return typeof devices?.getUserMedia === 'function' ? devices : null;
}

export function SelfieCapture({ busy, onSend }: SelfieCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<TCameraState>(() => (cameraApi() ? 'starting' : 'unavailable'));
  const [taken, setTaken] = useState<{ blob: Blob; url: string; mirrored: boolean } | null>(null);

  useEffect(() => {
    if (taken) return;
    let cancelled = false;
    const media = cameraApi();
    if (!media) return;
    media
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: CAMERA_WIDTH } }, audio: false })
      .then((opened) => {
        if (cancelled) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        if (video.current) video.current.srcObject = opened;
        setCamera('live');
      })
      .catch(() => !cancelled && setCamera('unavailable'));
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [taken]);

  useEffect(() => {
    if (!taken) return;
    return () => URL.revokeObjectURL(taken.url);
  }, [taken]);

  function capture() {
    const frame = video.current;
    if (!frame || frame.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')!.drawImage(frame, 0, 0);
    canvas.toBlob(
      (blob) => blob && setTaken({ blob, url: URL.createObjectURL(blob), mirrored: true }),
      'image/jpeg',
      SELFIE_QUALITY,
    );
  }

  function chooseFile(file: File | undefined) {
    if (file) setTaken({ blob: file, url: URL.createObjectURL(file), mirrored: false });
  }

  if (taken)
    return (
      <div className="d-grid gap-2">
        <img
          src={taken.url}
          alt={t('verification.previewAlt')}
          className={`selfie-frame ${taken.mirrored ? 'mirrored' : ''}`}
          data-testid="selfie-preview"
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onSend(taken.blob)}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('verification.send')}
          </button>
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setTaken(null)}>
            <RotateCcw className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('verification.retake')}
          </button>
        </div>
      </div>
    );

  return (
    <div className="d-grid gap-2">
      {camera !== 'unavailable' && (
        <video
          ref={video}
          className="selfie-frame mirrored"
          autoPlay
          playsInline
          muted
          aria-label={t('verification.cameraLabel')}
        />
      )}
      {camera === 'unavailable' && (
        <p className="small text-body-secondary mb-0" role="status">
          {t('verification.noCamera')}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {camera === 'live' && (
          <button type="button" className="btn btn-primary" onClick={capture}>
            <Camera className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('verification.takeSelfie')}
          </button>
        )}
        <label className={`btn ${camera === 'live' ? 'btn-outline-secondary' : 'btn-primary'} mb-0`}>
          <Upload className="icon-inline me-1" size="1em" aria-hidden="true" />
          {t('verification.uploadInstead')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="user"
            className="visually-hidden"
            data-testid="selfie-file"
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
        </label>
      </div>
    </div>
  );
}
