import { FACE_MATCH_THRESHOLD, type TAdminVerification, type TVerificationComparison } from '@app/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMay } from '../../console-api';
import { VerificationDecision, type TVerificationOutcome } from './verification-decision';
import { useFormatWhen } from './when';

/** Whole pictures, nothing cropped away from the moderator, large enough to compare faces. */
const PICTURE_STYLE: CSSProperties = { maxHeight: '20rem', objectFit: 'contain' };

/**
 * One selfie check: who, where, when, the selfie beside the member's approved photos, the pose asked for, why it
 * came to a moderator and what the comparison measured; then verify, or reject with a reason.
 */
export function VerificationCard({
  check,
  onOutcome,
}: {
  check: TAdminVerification;
  onOutcome(outcome: TVerificationOutcome): void;
}) {
  const { t } = useTranslation('console-moderation');
  const formatWhen = useFormatWhen();
  const mayViewMembers = useMay('members.view');
  const nameId = `verification-${check.id}-name`;
  return (
    <li className="console-card" aria-labelledby={nameId}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <h2 id={nameId} className="h6 mb-0">
          {check.name}
        </h2>
        {mayViewMembers && (
          <Link to={`/admin/members/${check.user_id}`} className="small ms-auto">
            {t('verifications.dossier')}
          </Link>
        )}
      </div>
      <p className="small text-body-secondary mb-2">
        {check.site_name} · {t('verifications.sent', { date: formatWhen(check.selfie_at) })}
      </p>
      <VerificationPictures check={check} />
      <VerificationFacts check={check} />
      <p className="small text-body-secondary mb-2">{t('verifications.gdpr')}</p>
      <VerificationDecision check={check} onOutcome={onOutcome} />
    </li>
  );
}

/** The selfie on the left, the approved photos (main first) on the right; one above the other on a phone. */
function VerificationPictures({ check }: { check: TAdminVerification }) {
  const { t } = useTranslation('console-moderation');
  return (
    <div className="row g-3 mb-3">
      <section className="col-md-6">
        <h3 className="small fw-semibold mb-1">{t('verifications.selfie')}</h3>
        <Picture url={check.selfie_url} alt={t('verifications.selfieAlt', { name: check.name })} />
      </section>
      <section className="col-md-6">
        <h3 className="small fw-semibold mb-1">{t('verifications.photos')}</h3>
        {check.photos.length === 0 ? (
          <p className="small text-body-secondary">{t('verifications.noPhotos')}</p>
        ) : (
          <ul className="row row-cols-1 row-cols-sm-2 g-2 list-unstyled mb-0">
            {check.photos.map((photo, index) => (
              <li key={photo.id} className="col">
                <Picture url={photo.url} alt={t('verifications.photoAlt', { number: index + 1, name: check.name })} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Picture({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation('console-moderation');
  return (
    <a href={url} target="_blank" rel="noreferrer" title={t('verifications.viewFull')}>
      <img
        className="d-block w-100 rounded bg-body-secondary"
        style={PICTURE_STYLE}
        src={url}
        alt={alt}
        loading="lazy"
      />
    </a>
  );
}

/** The pose asked for, why the check came here, and the comparison's figures. */
function VerificationFacts({ check }: { check: TAdminVerification }) {
  const { t } = useTranslation('console-moderation');
  return (
    <dl className="console-facts mb-3">
      <dt>{t('verifications.pose')}</dt>
      <dd>
        {t(`verifications.poses.${check.pose}`)}
        <div className="small text-body-secondary">{t('verifications.poseHint')}</div>
      </dd>
      <dt>{t('verifications.reviewReason')}</dt>
      <dd>
        {check.review_reason
          ? t(`verifications.reviewReasons.${check.review_reason}`)
          : t('verifications.noReviewReason')}
      </dd>
      {check.comparison ? (
        <ComparisonFigures comparison={check.comparison} />
      ) : (
        <>
          <dt>{t('verifications.comparison')}</dt>
          <dd>{t('verifications.noComparison')}</dd>
        </>
      )}
    </dl>
  );
}

function ComparisonFigures({ comparison }: { comparison: TVerificationComparison }) {
  const { t, i18n } = useTranslation('console-moderation');
  const distance = comparison.closest_distance;
  const tilt = comparison.tilt_degrees === null ? null : Math.round(comparison.tilt_degrees);
  const twoDecimals = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <>
      <dt>{t('verifications.distance')}</dt>
      <dd>
        {distance === null ? (
          t('verifications.noDistance')
        ) : (
          <span className={`fw-semibold ${distance < FACE_MATCH_THRESHOLD ? 'text-success' : 'text-danger'}`}>
            {twoDecimals.format(distance)}
          </span>
        )}
        <div className="small text-body-secondary">{t('verifications.distanceHelp')}</div>
      </dd>
      <dt>{t('verifications.tilt')}</dt>
      <dd>
        {tilt === null
          ? t('verifications.noTilt')
          : tilt === 0
            ? t('verifications.tiltUpright')
            : t(tilt > 0 ? 'verifications.tiltLeft' : 'verifications.tiltRight', { degrees: Math.abs(tilt) })}
      </dd>
      <dt>{t('verifications.faces')}</dt>
      <dd>{comparison.faces_in_selfie}</dd>
      <dt>{t('verifications.photosCompared')}</dt>
      <dd>{comparison.photos_compared}</dd>
    </>
  );
}
