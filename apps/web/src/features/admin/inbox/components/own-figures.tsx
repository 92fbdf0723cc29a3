import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../console-api';
import { ErrorAlert } from '../../components/status';
import { formatDuration } from '../inbox-format';
import { FIGURE_PERIODS, type TFigurePeriod } from '../inbox-logic';
import { useOwnFigures } from '../inbox.queries';

/** The operator's conversations answered and median first-response time over a chosen period. */
export function OwnFigures() {
  const { t, i18n } = useTranslation('console-inbox');
  const staff = useStaff();
  const [period, setPeriod] = useState<TFigurePeriod>('today');
  const figures = useOwnFigures(staff.id, period);
  const number = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(value);
  const median = figures.data?.median_first_response_seconds ?? null;

  return (
    <section className="console-card" aria-labelledby="inbox-figures-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="inbox-figures-title" className="h5 mb-0">
          {t('figures.title')}
        </h2>
        <div className="d-flex align-items-center gap-2">
          <label htmlFor="inbox-figures-period" className="form-label small mb-0 text-body-secondary">
            {t('figures.period')}
          </label>
          <select
            id="inbox-figures-period"
            className="form-select form-select-sm w-auto"
            value={period}
            onChange={(event) => setPeriod(event.target.value as TFigurePeriod)}
          >
            {FIGURE_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`figures.periods.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorAlert error={figures.error} />
      <dl className="row row-cols-1 row-cols-sm-3 g-3 mb-0" aria-busy={figures.isPending}>
        <Figure label={t('figures.answered')} pending={figures.isPending} testId="figure-answered">
          {number(figures.data?.conversations_answered ?? 0)}
        </Figure>
        <Figure label={t('figures.replies')} pending={figures.isPending}>
          {number(figures.data?.replies ?? 0)}
        </Figure>
        <Figure label={t('figures.median')} pending={figures.isPending}>
          {median === null ? (
            <span className="fs-6 fw-normal text-body-secondary">{t('figures.noMedian')}</span>
          ) : (
            formatDuration(t, median)
          )}
        </Figure>
      </dl>
    </section>
  );
}

function Figure({
  label,
  pending,
  testId,
  children,
}: {
  label: string;
  pending: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="col">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="fs-3 fw-semibold mb-0 placeholder-glow" data-testid={testId}>
        {pending ? <span className="placeholder col-4" aria-hidden="true" /> : children}
      </dd>
    </div>
  );
}
