import type { TAdminOperatorDay } from '@app/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../console-api';
import { ConsoleMessage, Loading } from '../../components/status';
import { formatDuration } from '../inbox-format';
import { floorTotals, type TFloorFilters, type TFloorTotals } from './floor-logic';
import { useOperatorDays } from './floor.queries';
import './floor.scss';

/** The counted columns, in order: each with its header text key and the test id of its cells. */
const COUNTS = [
  ['claimed', 'claimed'],
  ['answers', 'answers'],
  ['first_answers', 'firstAnswers'],
  ['answered_within_5m', 'within5m'],
] as const satisfies ReadonlyArray<readonly [keyof TFloorTotals, string]>;
const SPEND = [
  ['paid_messages', 'paidMessages'],
  ['credits_spent', 'credits'],
  ['complaints', 'complaints'],
] as const satisfies ReadonlyArray<readonly [keyof TFloorTotals, string]>;

/** Figures per operator and day of the chosen period, newest day first, with the period's totals. */
export function FloorDays({ filters }: { filters: TFloorFilters }) {
  const { t, i18n } = useTranslation('console-inbox');
  const figures = useOperatorDays(filters);
  const language = i18n.resolvedLanguage ?? 'en';
  const format = useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const days = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return {
      number: (value: number) => numbers.format(value),
      day: (day: string) => days.format(new Date(`${day}T00:00:00Z`)),
      seconds: (value: number | null) => (value === null ? t('floor.days.none') : formatDuration(t, value)),
    };
  }, [language, t]);
  const data = figures.data;
  const all = data?.all_operators ?? false;

  return (
    <section className="console-card" aria-labelledby="floor-days-title">
      <h2 id="floor-days-title" className="h5">
        {t('floor.days.title')}
      </h2>
      {filters.problem ? null : figures.isPending ? (
        <Loading />
      ) : figures.isError && !data ? (
        <ConsoleMessage tone="danger" onRetry={() => void figures.refetch()}>
          {errorMessage(figures.error)}
        </ConsoleMessage>
      ) : data && data.days.length === 0 ? (
        <p className="text-body-secondary mb-0 py-2">{t('floor.days.empty')}</p>
      ) : data ? (
        <div aria-busy={figures.isPlaceholderData}>
          {figures.isPlaceholderData && (
            <p className="small text-body-secondary" role="status">
              {t('floor.days.updating')}
            </p>
          )}
          <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="floor-days-title">
            <table className="table table-sm table-striped align-middle mb-0 floor-days">
              <caption className="visually-hidden">{t('floor.days.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('floor.days.day')}</th>
                  {all && <th scope="col">{t('floor.days.operator')}</th>}
                  {COUNTS.map(([key, label]) => (
                    <th key={key} scope="col" className="text-end">
                      {t(`floor.days.${label}`)}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    {t('floor.days.median')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('floor.days.p90')}
                  </th>
                  {SPEND.map(([key, label]) => (
                    <th key={key} scope="col" className="text-end">
                      {t(`floor.days.${label}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.days.map((row) => (
                  <DayRow key={`${row.day} ${row.staff_id}`} row={row} all={all} format={format} />
                ))}
              </tbody>
              <tfoot>
                <TotalsRow totals={floorTotals(data.days)} all={all} format={format} />
              </tfoot>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}

type TFormat = { number(value: number): string; day(day: string): string; seconds(value: number | null): string };

function DayRow({ row, all, format }: { row: TAdminOperatorDay; all: boolean; format: TFormat }) {
  return (
    <tr data-testid="floor-day" data-day={row.day}>
      <th scope="row" className="fw-normal text-nowrap">
        {format.day(row.day)}
      </th>
      {all && <td className="text-nowrap">{row.name}</td>}
      {COUNTS.map(([key]) => (
        <td key={key} className="text-end" data-testid={`figure-${key}`}>
          {format.number(row[key])}
        </td>
      ))}
      <td className="text-end text-nowrap">{format.seconds(row.median_first_answer_seconds)}</td>
      <td className="text-end text-nowrap">{format.seconds(row.p90_first_answer_seconds)}</td>
      {SPEND.map(([key]) => (
        <td key={key} className="text-end" data-testid={`figure-${key}`}>
          {format.number(row[key])}
        </td>
      ))}
    </tr>
  );
}

function TotalsRow({ totals, all, format }: { totals: TFloorTotals; all: boolean; format: TFormat }) {
  const { t } = useTranslation('console-inbox');
  return (
    <tr className="fw-semibold">
      <th scope="row" colSpan={all ? 2 : 1} className="text-nowrap">
        {t('floor.days.total')}
      </th>
      {COUNTS.map(([key]) => (
        <td key={key} className="text-end">
          {format.number(totals[key])}
        </td>
      ))}
      <td className="text-end">{format.seconds(null)}</td>
      <td className="text-end">{format.seconds(null)}</td>
      {SPEND.map(([key]) => (
        <td key={key} className="text-end">
          {format.number(totals[key])}
        </td>
      ))}
    </tr>
  );
}
