import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

/** A list whose search comes back (in the address, then the box's value) only when « Réponse » is pressed. */
function SlowList({ onSearch }: { onSearch: (q: string) => void }) {
  const [value, setValue] = useState('');
  const asked = useRef<string[]>([]);
  return (
    <>
      <SearchBox
        label="Rechercher"
        value={value}
        onSearch={(q) => {
          asked.current.push(q);
          onSearch(q);
        }}
      />
      <button type="button" onClick={() => setValue(asked.current.shift()!.trim())}>
        Réponse
      </button>
      <button type="button" onClick={() => setValue('retour')}>
        Retour
      </button>
    </>
  );
}

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const box = () => screen.getByLabelText<HTMLInputElement>('Rechercher');
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

  it('keeps what was typed while the previous search comes back, then asks for it', () => {
    const onSearch = vi.fn();
    render(<SlowList onSearch={onSearch} />);
    type('lea@example.fr');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('lea@example.fr');

    type('tom@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Réponse' }));
    expect(box().value).toBe('tom@example.fr');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('tom@example.fr');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows a search changed elsewhere (the back button)', () => {
    render(<SlowList onSearch={vi.fn()} />);
    type('lea');
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(box().value).toBe('retour');
  });
});
