import { useEffect, useId, useState } from 'react';
import { useDebouncedSync } from '../hooks/use-debounced-callback';

type SearchBoxProps = {
  label: string;
  /** The search the list currently shows. */
  value: string;
  /** Called 300 ms after the last keystroke. */
  onSearch: (q: string) => void;
};

/** A search field that asks the server once typing pauses. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // A search changed elsewhere (back button, a link) shows here.
  useEffect(() => setText(value), [value]);
  useDebouncedSync(text, value, onSearch);
  return (
    <div className="field admin-search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="search" className="field__input" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
