import { useState } from 'react';
import { TextField } from '@/components/ui';

export type CoordinateInputProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
};

/** Coordinates are shown with 7 decimals (docs/bakery-management.md, "The screens"). */
export const formatCoordinate = (value: number | null) => (value === null || Number.isNaN(value) ? '' : value.toFixed(7));

/** '' → null; a French decimal comma is accepted; anything unreadable → NaN, which the schema refuses with its message. */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A latitude or longitude input: keeps what the owner types, and shows 7 decimals when the value comes from elsewhere. */
export function CoordinateInput({ label, value, onChange, error }: CoordinateInputProps) {
  const [text, setText] = useState(() => formatCoordinate(value));
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (!Object.is(parseCoordinate(text), value)) setText(formatCoordinate(value));
  }

  return (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseCoordinate(event.target.value);
        setShownValue(parsed);
        onChange(parsed);
      }}
    />
  );
}
