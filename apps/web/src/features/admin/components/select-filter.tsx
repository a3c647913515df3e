import { FilterField } from './filter-field';

type SelectFilterProps = {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

/** A labelled select that filters a list. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} className="field__input admin-select" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
