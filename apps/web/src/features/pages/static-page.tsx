import { useTranslation } from 'react-i18next';
import { TERMS_VERSION_FLOOR, type TCompanyInfo, type TSettings } from '@app/shared';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useCompany, useSettings } from '../sites/sites.queries';
import { countryName } from '../../lib/format';
import { currentLanguage } from '../../i18n/i18n';

type TStaticPage = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'service';

interface Section {
  heading: string;
  body: string[];
}

/** The terms' version date: 2023-12-01 12:00 UTC, or the company's added date when that is later. */
export function termsVersionDate(companyAdded: string | undefined): Date {
  const floor = new Date(TERMS_VERSION_FLOOR);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && added > floor ? added : floor;
}

/** The support phone as a tel: link wants it: no dashes, no spaces. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[-\s]/g, '')}`;
}

export function pageValues(settings: TSettings, company: TCompanyInfo | undefined, language: string) {
  return {
    siteName: settings.name,
    domain: settings.domain,
    companyName: company?.name ?? '',
    companyAddress: company?.address ?? '',
    companyCity: company?.city ?? '',
    companyCountry: company ? countryName(company.country, language) : '',
    kvk: company?.kvk ?? '',
    vatNumbers: company?.vat_numbers.join(', ') ?? '',
    supportEmail: settings.support_email,
    supportPhone: settings.support_phone || company?.support_phone || '',
    refundDays: settings.refund_days,
    termsDate: formatDate(termsVersionDate(company?.added), language, { dateStyle: 'long', timeZone: 'UTC' }),
    minAge: settings.min_age,
  };
}

/** Terms, privacy, cookies, ban, return policy, FAQ and support, filled from company info and settings. */
export function StaticPage({ page }: { page: TStaticPage }) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const company = useCompany();
  const language = currentLanguage();
  const values = pageValues(settings, company.data, language);
  const title = t(`${page}.title`, values);
  usePageTitle(title);
  if (company.isPending) return <div className="container py-5" aria-busy="true" />;

  const sections = page === 'faq' ? [] : (t(`${page}.sections`, { ...values, returnObjects: true }) as Section[]);
  const items =
    page === 'faq' ? (t('faq.items', { ...values, returnObjects: true }) as Array<{ q: string; a: string }>) : [];
  const updated = page === 'terms' || page === 'privacy' ? t(`${page}.updated`, values) : null;
  // US visitors (and sites with the US footer) also get the US state privacy notice.
  const usNotice = page === 'privacy' && (settings.us_footer || settings.geoip_country === 'US');
  const usSections = usNotice ? (t('usPrivacy.sections', { ...values, returnObjects: true }) as Section[]) : [];
  const phone = values.supportPhone;

  return (
    <article className="container static-page py-4 py-md-5">
      <h1 className="h2">{title}</h1>
      {updated && <p className="text-body-secondary small">{updated}</p>}
      <p className="lead">{t(`${page}.intro`, values)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="h4">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {usNotice && (
        <section aria-labelledby="us-privacy" className="mt-5">
          <h2 id="us-privacy" className="h3">
            {t('usPrivacy.title', values)}
          </h2>
          <p>{t('usPrivacy.intro', values)}</p>
          {usSections.map((section) => (
            <section key={section.heading}>
              <h3 className="h5">{section.heading}</h3>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </section>
      )}
      {items.length > 0 && (
        <div className="list-group">
          {items.map((item) => (
            <details key={item.q} className="list-group-item py-3">
              <summary className="fw-semibold">{item.q}</summary>
              <p className="mt-2 mb-0">{item.a}</p>
            </details>
          ))}
        </div>
      )}
      {(page === 'service' || page === 'ban') && (
        <p className="mt-4">
          <a className="btn btn-primary me-2 mb-2" href={`mailto:${settings.support_email}`}>
            {settings.support_email}
          </a>
          {phone && (
            <a className="btn btn-outline-primary mb-2" href={telLink(phone)}>
              {phone}
            </a>
          )}
        </p>
      )}
    </article>
  );
}
