import { useId, type ReactNode } from 'react';

type FilterFieldProps = {
  label: string;
  /** The control, given the id its label points to. */
  children: (id: string) => ReactNode;
};

/** A labelled control that filters a list (a select, a date). */
export function FilterField({ label, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div className="field admin-filter">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
