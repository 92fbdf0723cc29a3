import { lastDays } from './day-range';

/**
 * The from and to dates of a figure screen and its preset periods a click away (the dashboard, the operator
 * floor); each screen words the labels in its own catalogue.
 */
export function DayRangeFields({
  idPrefix,
  range,
  now,
  presets,
  labels,
  onChange,
}: {
  idPrefix: string;
  range: { from: string; to: string };
  now: number;
  presets: readonly number[];
  labels: { from: string; to: string; presets: string; preset(days: number): string };
  onChange(next: { from?: string; to?: string }): void;
}) {
  const today = lastDays(1, now).to;
  return (
    <>
      {(['from', 'to'] as const).map((bound) => (
        <div key={bound} className="col-6 col-md-3 col-xl-2">
          <label htmlFor={`${idPrefix}-${bound}`} className="form-label small">
            {labels[bound]}
          </label>
          <input
            id={`${idPrefix}-${bound}`}
            type="date"
            className="form-control"
            value={range[bound]}
            max={today}
            onChange={(event) => event.target.value && onChange({ [bound]: event.target.value })}
          />
        </div>
      ))}
      <div className="col-12 col-xl-auto">
        <div className="btn-group flex-wrap" role="group" aria-label={labels.presets}>
          {presets.map((days) => {
            const preset = lastDays(days, now);
            const active = preset.from === range.from && preset.to === range.to;
            return (
              <button
                key={days}
                type="button"
                className={`btn btn-outline-secondary${active ? ' active' : ''}`}
                aria-pressed={active}
                onClick={() => onChange(preset)}
              >
                {labels.preset(days)}
              </button>
            );
          })}
        </div>
      </div>
    </>
  );
}
