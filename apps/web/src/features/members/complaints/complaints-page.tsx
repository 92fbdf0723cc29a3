import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { telLink } from '../../pages/static-page';
import { useCompany, useSettings } from '../../sites/sites.queries';
import { AppealCard } from './appeal-card';
import { reportedProfileId } from './complaint-rules';
import { ReportDone } from './report-done';
import { ReportForm } from './report-form';
import { ReportedMember } from './reported-member';

function SupportCard() {
  const { t } = useTranslation();
  const settings = useSettings();
  const company = useCompany();
  const phone = settings.support_phone || company.data?.support_phone || '';
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="complaints-support">
      <div className="card-body p-3 p-sm-4">
        <h2 id="complaints-support" className="h5">
          {t('complaints.supportTitle')}
        </h2>
        <p className="text-body-secondary">{t('complaints.supportText')}</p>
        <dl className="mb-0">
          <dt className="small text-body-secondary fw-normal">{t('complaints.email')}</dt>
          <dd>
            <a className="fw-semibold text-break" href={`mailto:${settings.support_email}`}>
              {settings.support_email}
            </a>
          </dd>
          {phone && (
            <>
              <dt className="small text-body-secondary fw-normal">{t('complaints.phone')}</dt>
              <dd className="mb-0">
                <a className="fw-semibold" href={telLink(phone)}>
                  {phone}
                </a>
              </dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}

/** The complaints route: report a member (`?profile=<id>`) or a problem, and how to reach support. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.complaints'));
  const [searchParams] = useSearchParams();
  const profileId = reportedProfileId(searchParams.get('profile'));
  // The form unmounts while the confirmation shows, so "send another" starts empty.
  const [showDone, setShowDone] = useState(false);

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '64rem' }}>
      <h1 className="h2 mb-2">{t('screens.complaints')}</h1>
      <p className="text-body-secondary mb-4">{t('complaints.intro')}</p>
      <AppealCard />
      <div className="row g-4">
        <div className="col-lg-8">
          <section className="card border-0 shadow-sm" aria-label={t('complaints.submit')}>
            <div className="card-body p-3 p-sm-4">
              {showDone ? (
                <ReportDone>
                  <button type="button" className="btn btn-outline-primary" onClick={() => setShowDone(false)}>
                    {t('complaints.another')}
                  </button>
                </ReportDone>
              ) : (
                <>
                  {profileId !== null && <ReportedMember profileId={profileId} />}
                  <ReportForm profileId={profileId} onSent={() => setShowDone(true)} />
                </>
              )}
            </div>
          </section>
        </div>
        <div className="col-lg-4">
          <SupportCard />
        </div>
      </div>
    </div>
  );
}
