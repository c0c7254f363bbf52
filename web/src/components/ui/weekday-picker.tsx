import { WEEKDAY_NAMES } from '@contract';

/**
 * The days of the week a plan falls on (1 = Monday … 7 = Sunday), as finger-sized checkboxes named in
 * full for screen readers. Used when a goal is made and when its plan is adjusted.
 */
export function WeekdayPicker({
  value,
  onChange,
  legend = 'On these days',
  error,
  errorId,
  dataField,
}: {
  value: number[];
  onChange: (weekdays: number[]) => void;
  legend?: string;
  error?: string;
  errorId?: string;
  /** Marks the first box as the field focused when the choice is refused (use-field-errors). */
  dataField?: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEKDAY_NAMES.map((name, i) => (
          <label
            key={name}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={value.includes(i + 1)}
              onChange={(e) => onChange(e.target.checked ? [...value, i + 1].sort((a, b) => a - b) : value.filter((d) => d !== i + 1))}
              {...(i === 0 && dataField && { 'data-field': dataField })}
            />
            <span>
              <span aria-hidden>{name.slice(0, 3)}</span>
              <span className="sr-only">{name}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
