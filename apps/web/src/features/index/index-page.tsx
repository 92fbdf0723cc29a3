import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_MATCH_CHANCE_PERCENT, PREMIUM_MEMBER_PHOTO_LIMIT, WELCOME_DISCOUNT_PERCENT } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { useUser } from '../auth/auth.queries';
import { MemberCard } from '../members/components/member-card';
import { useSettings } from '../sites/sites.queries';
import { useSearchAllowed } from '../members/search/use-search-allowed';
import { useFeaturedMembers } from './featured-members.queries';
import { openSignupModal } from '../../layouts/signup-modal';
import { signupAllowed, storedTracking } from '../accounts/signup/tracking';
import { pathTo } from '../../routes';

/** The landing page: what the site is, real members who were active today, how it works. */
export function IndexPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const members = useFeaturedMembers();
  const signupOpen = signupAllowed(settings.signups, storedTracking());
  const mayBrowse = useSearchAllowed();
  usePageTitle(null);

  return (
    <>
      <section className="hero py-5">
        <div className="container py-md-4">
          <div className="row align-items-center">
            <div className="col-lg-7">
              {/* The site's own title and description in this language (console, site settings), else the catalogue's. */}
              <h1 className="display-5 fw-bold mb-3">{settings.index_title}</h1>
              <p className="lead mb-4">{settings.description}</p>
              <div className="d-flex flex-wrap gap-2">
                {!user && signupOpen && (
                  <Link className="btn btn-light btn-lg" to={pathTo('signup')}>
                    {t('index.ctaSignup')}
                  </Link>
                )}
                {mayBrowse && (
                  <Link className="btn btn-outline-light btn-lg" to={pathTo('members')}>
                    {t('index.ctaBrowse')}
                  </Link>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="recent-members">
        <div className="d-flex justify-content-between align-items-end mb-3">
          <div>
            <h2 id="recent-members" className="h3 mb-1">
              {t('index.membersTitle')}
            </h2>
            <p className="text-body-secondary mb-0">{t('index.membersText')}</p>
          </div>
          {mayBrowse && (
            <Link to={pathTo('members')} className="d-none d-sm-inline">
              {t('index.seeAll')}
            </Link>
          )}
        </div>
        {members.data && members.data.length === 0 && <p>{t('index.membersEmpty')}</p>}
        <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3" aria-busy={members.isPending}>
          {members.isPending &&
            // Cards of the same shape hold the space, so nothing below jumps when the members arrive.
            Array.from({ length: 8 }, (_, index) => (
              <div className="col" key={index} aria-hidden="true">
                <div className="card member-card member-card-skeleton bg-body-secondary" />
              </div>
            ))}
          {(members.data ?? []).slice(0, 8).map((member, index) => (
            <div className="col" key={member.id}>
              <MemberCard member={member} eager={index < 4} {...(!user && signupOpen && { onLike: openSignupModal })} />
            </div>
          ))}
        </div>
        {(members.isPending || members.data?.some((member) => member.fictional)) && (
          <p className="small text-body-secondary mt-2">
            {t('index.fictionalNote', { icon: settings.fictional_icon })}
          </p>
        )}
      </section>

      <section className="bg-body-tertiary py-5" aria-labelledby="how-it-works">
        <div className="container">
          <h2 id="how-it-works" className="h3 mb-4 text-center">
            {t('index.stepsTitle', { siteName: settings.name })}
          </h2>
          <ol className="row list-unstyled g-4">
            {([1, 2, 3] as const).map((step) => (
              <li className="col-md-4 text-center" key={step}>
                <span className="step-number mb-2" aria-hidden="true">
                  {step}
                </span>
                <h3 className="h5">{t(`index.step${step}Title`)}</h3>
                <p className="mb-0">{t(`index.step${step}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container py-5">
        <div className="row g-4">
          <div className="col-md-6">
            <div className="card h-100 border-0 shadow-sm">
              <div className="card-body p-4">
                <h2 className="h4">{t('index.premiumTitle')}</h2>
                <p>
                  {t('index.premiumText', {
                    percent: PREMIUM_MATCH_CHANCE_PERCENT,
                    photos: PREMIUM_MEMBER_PHOTO_LIMIT,
                  })}
                </p>
                <Link className="btn btn-secondary" to={pathTo('premium')}>
                  {t('index.premiumCta')}
                </Link>
              </div>
            </div>
          </div>
          <div className="col-md-6">
            <div className="card h-100 border-0 shadow-sm">
              <div className="card-body p-4">
                <h2 className="h4">{t('index.welcomeTitle')}</h2>
                <p>{t('index.welcomeText', { percent: WELCOME_DISCOUNT_PERCENT })}</p>
                <h2 className="h4 mt-4">{t('index.trustTitle')}</h2>
                <p className="mb-0">{t('index.trustText', { icon: settings.fictional_icon })}</p>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
