import { emptyWeek } from '@fournil/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TWeek } from '../lib/copy-monday';
import { HoursEditor } from './hours-editor';

function Harness() {
  const [week, setWeek] = useState<TWeek>(emptyWeek());
  return <HoursEditor value={week} onChange={setWeek} />;
}

const day = (name: string) => within(screen.getByRole('group', { name }));

describe('HoursEditor', () => {
  afterEach(cleanup);

  it('disables the times of an unchecked day and enables them once it is checked', () => {
    render(<Harness />);
    const opening = day('mardi').getByLabelText('Ouverture du matin') as HTMLInputElement;
    expect(opening.disabled).toBe(true);
    fireEvent.click(day('mardi').getByRole('checkbox', { name: 'mardi' }));
    expect(opening.disabled).toBe(false);
  });

  it('labels the days in lowercase and offers Dupliquer horaires Lundi from Tuesday to Sunday', () => {
    render(<Harness />);
    for (const name of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']) {
      expect(day(name).getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(day('lundi').queryByRole('checkbox', { name: 'Dupliquer horaires Lundi' })).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: 'Dupliquer horaires Lundi' })).toHaveLength(6);
  });

  it('copies Monday to a duplicated day at once, then propagates each later Monday change', () => {
    render(<Harness />);
    fireEvent.click(day('lundi').getByRole('checkbox', { name: 'lundi' }));
    fireEvent.change(day('lundi').getByLabelText('Ouverture du matin'), { target: { value: '07:30' } });
    fireEvent.click(day('mercredi').getByRole('checkbox', { name: 'Dupliquer horaires Lundi' }));

    expect((day('mercredi').getByRole('checkbox', { name: 'mercredi' }) as HTMLInputElement).checked).toBe(true);
    expect((day('mercredi').getByLabelText('Ouverture du matin') as HTMLInputElement).value).toBe('07:30');

    fireEvent.change(day('lundi').getByLabelText('Fermeture de l’après-midi'), { target: { value: '19:00' } });
    expect((day('mercredi').getByLabelText('Fermeture de l’après-midi') as HTMLInputElement).value).toBe('19:00');
    // A day not marked keeps its own state.
    expect((day('jeudi').getByRole('checkbox', { name: 'jeudi' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(day('lundi').getByRole('checkbox', { name: 'lundi' }));
    expect((day('mercredi').getByRole('checkbox', { name: 'mercredi' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows each error under its own time, linked to that input only', () => {
    render(
      <HoursEditor
        value={emptyWeek()}
        onChange={() => {}}
        errors={{
          jeudi: {
            fermeture_matin: 'La fermeture doit être après l’ouverture.',
            ouverture_apm: 'L’après-midi doit commencer après le matin.',
          },
        }}
      />,
    );
    const closing = day('jeudi').getByLabelText('Fermeture du matin');
    const afternoon = day('jeudi').getByLabelText('Ouverture de l’après-midi');
    const describedText = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedText(closing)).toBe('La fermeture doit être après l’ouverture.');
    expect(describedText(afternoon)).toBe('L’après-midi doit commencer après le matin.');
    expect(closing.getAttribute('aria-invalid')).toBe('true');
    // Each message sits in the same box as its input, not in one line for the day.
    expect(closing.parentElement!.textContent).toContain('La fermeture doit être après l’ouverture.');
    expect(closing.parentElement!.textContent).not.toContain('L’après-midi doit commencer après le matin.');
    expect(afternoon.parentElement!.textContent).toContain('L’après-midi doit commencer après le matin.');
    // The times without an error are neither invalid nor described by another one's message.
    const opening = day('jeudi').getByLabelText('Ouverture du matin');
    expect(opening.getAttribute('aria-invalid')).toBeNull();
    expect(opening.getAttribute('aria-describedby')).toBeNull();
  });

  it('has one « Copier sur tous les jours » tool, which copies the open day chosen in its list', () => {
    render(<Harness />);
    // No open day yet: nothing to copy, and no button.
    expect(screen.queryByRole('button', { name: 'Copier sur tous les jours' })).toBeNull();
    expect(screen.getByText('Cochez un jour ouvert et saisissez ses horaires pour les copier sur tous les jours.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Mardi–samedi 7 h–13 h \/ 15 h–19 h 30/ }));
    const checked = (name: string) => (day(name).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    const time = (name: string, label: string) => (day(name).getByLabelText(label) as HTMLInputElement).value;
    expect(checked('mardi')).toBe(true);
    expect(checked('lundi')).toBe(false);
    expect(time('samedi', 'Fermeture de l’après-midi')).toBe('19:30');

    // One tool for the whole week, none in the days.
    expect(screen.getAllByRole('button', { name: /Copier sur tous les jours/ })).toHaveLength(1);
    expect(day('mardi').queryByRole('button', { name: /Copier/ })).toBeNull();
    const source = screen.getByRole('combobox', { name: 'Horaires du' }) as HTMLSelectElement;
    // Only open days are offered, the first one chosen.
    expect([...source.options].map((option) => option.value)).toEqual(['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']);
    expect(source.value).toBe('mardi');

    fireEvent.change(day('jeudi').getByLabelText('Ouverture du matin'), { target: { value: '06:30' } });
    fireEvent.change(source, { target: { value: 'jeudi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copier sur tous les jours' }));
    for (const name of ['lundi', 'mardi', 'dimanche']) {
      expect(checked(name)).toBe(true);
      expect(time(name, 'Ouverture du matin')).toBe('06:30');
      expect(time(name, 'Ouverture de l’après-midi')).toBe('15:00');
    }

    fireEvent.click(screen.getByRole('button', { name: /^Journée continue/ }));
    expect(checked('dimanche')).toBe(false);
    expect(time('jeudi', 'Fermeture du matin')).toBe('19:30');
    expect(time('jeudi', 'Ouverture de l’après-midi')).toBe('');
    // Jeudi is still open: it stays the chosen day.
    expect((screen.getByRole('combobox', { name: 'Horaires du' }) as HTMLSelectElement).value).toBe('jeudi');
  });
});
