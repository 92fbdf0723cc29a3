import type { TAdminDashboardDay, TAdminRevenueDay } from '@app/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { revenueSeries } from './dashboard-data';
import type { TFormatters } from './dashboard-format';
import { CHART_COLORS, DayChart, type TChartSeries } from './day-chart';

interface TChart {
  id: string;
  title: string;
  series: TChartSeries[];
  integers: boolean;
}

/** The four charts per day: members, revenue by currency, messages and answers, complaints. */
export function DashboardCharts({
  days,
  revenueByDay,
  format,
}: {
  days: TAdminDashboardDay[];
  revenueByDay: TAdminRevenueDay[];
  format: TFormatters;
}) {
  const { t } = useTranslation('console-dashboard');
  const labels = useMemo(() => days.map((row) => format.day(row.day)), [days, format]);
  const charts = useMemo((): TChart[] => {
    const column = (key: keyof Omit<TAdminDashboardDay, 'day'>) => days.map((row) => row[key]);
    const revenue = revenueSeries(
      revenueByDay,
      days.map((row) => row.day),
    );
    return [
      {
        id: 'members',
        title: t('charts.members'),
        integers: true,
        series: [
          { label: t('series.signups'), values: column('signups'), kind: 'bar', color: CHART_COLORS[0]! },
          { label: t('series.activations'), values: column('activations'), kind: 'line', color: CHART_COLORS[1]! },
          {
            label: t('series.firstPurchases'),
            values: column('first_purchases'),
            kind: 'line',
            color: CHART_COLORS[2]!,
          },
        ],
      },
      {
        id: 'revenue',
        title: t('charts.revenue'),
        integers: false,
        series: revenue.map((entry, index) => ({
          label: entry.currency,
          values: entry.values,
          kind: 'bar' as const,
          color: CHART_COLORS[index % CHART_COLORS.length]!,
          format: (value: number) => format.money(value, entry.currency),
        })),
      },
      {
        id: 'messages',
        title: t('charts.messages'),
        integers: true,
        series: [
          { label: t('series.messages'), values: column('messages'), kind: 'bar', color: CHART_COLORS[5]! },
          {
            label: t('series.operatorReplies'),
            values: column('operator_replies'),
            kind: 'line',
            color: CHART_COLORS[0]!,
          },
          {
            label: t('series.answered5m'),
            values: column('answered_within_5m'),
            kind: 'line',
            color: CHART_COLORS[2]!,
          },
        ],
      },
      {
        id: 'complaints',
        title: t('charts.complaints'),
        integers: true,
        series: [{ label: t('series.complaints'), values: column('complaints'), kind: 'bar', color: CHART_COLORS[3]! }],
      },
    ];
  }, [days, revenueByDay, format, t]);
  const range = days.length ? { from: format.longDay(days[0]!.day), to: format.longDay(days.at(-1)!.day) } : null;

  return (
    <div className="row g-3 mb-3">
      {charts.map((chart) => (
        <div key={chart.id} className="col-12 col-xl-6">
          <section className="console-card h-100 mb-0" aria-labelledby={`dashboard-chart-${chart.id}`}>
            <h2 id={`dashboard-chart-${chart.id}`} className="h6">
              {chart.title}
            </h2>
            {chart.series.length === 0 || !range ? (
              <p className="text-body-secondary small mb-0">{t('charts.noData')}</p>
            ) : (
              <DayChart
                labels={labels}
                series={chart.series}
                integers={chart.integers}
                label={t('charts.label', { title: chart.title, ...range })}
              />
            )}
          </section>
        </div>
      ))}
    </div>
  );
}
