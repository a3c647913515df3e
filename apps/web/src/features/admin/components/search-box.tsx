import { useEffect, useId, useRef, useState } from 'react';
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
  // The search this box last asked for. When the list comes back with it, what was typed meanwhile
  // stays; a search changed elsewhere (back button, a link) replaces the text.
  const askedRef = useRef(value);
  useEffect(() => {
    if (value !== askedRef.current.trim()) setText(value);
    askedRef.current = value;
  }, [value]);
  useDebouncedSync(text, value, (q) => {
    askedRef.current = q;
    onSearch(q);
  });
  return (
    <div className="field admin-search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
