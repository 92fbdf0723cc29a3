import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts these charts use, so the dashboard chunk stays small.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Colours that stay apart for colour-blind readers (Okabe–Ito). */
export const CHART_COLORS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442', '#000000'];

export interface TChartSeries {
  label: string;
  values: number[];
  kind: 'bar' | 'line';
  color: string;
  /** How a value of this series reads in the tooltip (money, for instance); plain numbers otherwise. */
  format?(value: number): string;
}

/**
 * A chart of one value per day. The canvas carries a label for screen readers; the same figures are in
 * the totals and the CSV.
 */
export function DayChart({
  labels,
  series,
  label,
  integers = true,
}: {
  labels: string[];
  series: TChartSeries[];
  label: string;
  integers?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const datasets = series.map((entry): ChartDataset<'bar' | 'line', number[]> => ({
      type: entry.kind,
      label: entry.label,
      data: entry.values,
      backgroundColor: entry.kind === 'bar' ? entry.color : `${entry.color}33`,
      borderColor: entry.color,
      borderWidth: entry.kind === 'bar' ? 0 : 2,
      pointRadius: labels.length > 45 ? 0 : 2,
      tension: 0.25,
      order: entry.kind === 'line' ? 0 : 1,
    }));
    const chart = new Chart<'bar' | 'line', number[], string>(canvas.current, {
      type: 'bar',
      data: { labels, datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { precision: integers ? 0 : undefined } },
        },
        plugins: {
          // Lines are drawn above bars (order), the legend keeps the series' own order.
          legend: {
            position: 'bottom',
            labels: { boxWidth: 12, sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) },
          },
          tooltip: {
            callbacks: {
              label: (item) => {
                const format = series[item.datasetIndex]?.format;
                const value = Number(item.raw);
                return `${item.dataset.label}: ${format ? format(value) : item.formattedValue}`;
              },
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, integers]);

  return (
    <div className="dashboard-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
