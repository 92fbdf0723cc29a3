/** One choice of the search form: a select whose first option means "no filter" (or, for the sort, none). */
export function FilterSelect({
  id,
  label,
  hiddenLabel = false,
  value,
  onChange,
  anyLabel,
  options,
  disabled,
}: {
  id: string;
  label: string;
  /** The label is read out but not shown (the age range's two halves under one legend). */
  hiddenLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** The first option, which clears the filter; absent where a choice is always made. */
  anyLabel?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  disabled?: boolean;
}) {
  const select = (
    <select
      id={id}
      className="form-select"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (hiddenLabel)
    return (
      <>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        {select}
      </>
    );
  return (
    <div>
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      {select}
    </div>
  );
}
