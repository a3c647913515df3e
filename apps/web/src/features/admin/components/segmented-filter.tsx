import { cx } from '@/lib/cx';

type SegmentedFilterProps<V extends string> = {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
};

/** A row of toggle buttons, one pressed (Non lus / Lus / Archivés / Tous). */
export function SegmentedFilter<V extends string>({ label, value, options, onChange }: SegmentedFilterProps<V>) {
  return (
    <div className="admin-segments" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={cx('admin-segments__item', option.value === value && 'is-active')}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
