import { BAKERY_MESSAGES, type TAvailabilityField, type TAvailabilityFlags } from '@fournil/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityToggles } from './availability-toggles';

const flags: TAvailabilityFlags = {
  disponibilite_pain: true,
  disponibilite_cafe: false,
  disponibilite_croissant: true,
  disponibilite_sandwich: false,
  disponibilite_bio: false,
};

type Deferred = { resolve: () => void; reject: () => void };

/** The page around the toggles: its flags change only when the server's answer arrives. */
function Harness({
  calls,
  breadErrorText,
}: {
  calls: Array<{ field: TAvailabilityField; value: boolean } & Deferred>;
  breadErrorText?: string;
}) {
  const [values, setValues] = useState(flags);
  const patch = (field: TAvailabilityField, value: boolean) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        field,
        value,
        resolve: () => {
          setValues((current) => ({ ...current, [field]: value }));
          resolve();
        },
        reject: () => reject(new Error('403')),
      });
    });
  return <AvailabilityToggles values={values} patch={patch} breadErrorText={breadErrorText} />;
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('AvailabilityToggles', () => {
  afterEach(cleanup);

  it('shows the five switches Pain, Café, Croissant, Sandwich, Bio with their state', () => {
    render(<AvailabilityToggles values={flags} patch={vi.fn()} />);
    expect(
      screen
        .getAllByRole('switch')
        .map((element) => [element.textContent?.replace(/(Oui|Non)$/, ''), element.getAttribute('aria-checked')]),
    ).toEqual([
      ['Pain', 'true'],
      ['Café', 'false'],
      ['Croissant', 'true'],
      ['Sandwich', 'false'],
      ['Bio', 'false'],
    ]);
  });

  it('moves a switch only once the server has accepted the change', async () => {
    const calls: Parameters<typeof Harness>[0]['calls'] = [];
    render(<Harness calls={calls} />);
    fireEvent.click(switchNamed('Café'));
    expect(calls.map(({ field, value }) => ({ field, value }))).toEqual([{ field: 'disponibilite_cafe', value: true }]);
    // Asked, not yet answered: still off, and busy.
    expect(switchNamed('Café').getAttribute('aria-checked')).toBe('false');
    expect(switchNamed('Café').getAttribute('aria-busy')).toBe('true');
    // A second click while waiting sends nothing more.
    fireEvent.click(switchNamed('Café'));
    expect(calls).toHaveLength(1);

    calls[0]?.resolve();
    await waitFor(() => expect(switchNamed('Café').getAttribute('aria-checked')).toBe('true'));
    expect(switchNamed('Café').hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByText(BAKERY_MESSAGES.toggleError)).toBeNull();
  });

  it('stays put and says so when the server refuses', async () => {
    const calls: Parameters<typeof Harness>[0]['calls'] = [];
    render(<Harness calls={calls} />);
    fireEvent.click(switchNamed('Croissant'));
    calls[0]?.reject();
    expect(await screen.findByText(BAKERY_MESSAGES.toggleError)).toBeTruthy();
    expect(switchNamed('Croissant').getAttribute('aria-checked')).toBe('true');
  });

  it('uses the bread sentence of the owner page for Pain, and the general one for the others', async () => {
    const calls: Parameters<typeof Harness>[0]['calls'] = [];
    render(<Harness calls={calls} breadErrorText={BAKERY_MESSAGES.breadToggleError} />);
    fireEvent.click(switchNamed('Pain'));
    calls[0]?.reject();
    expect(await screen.findByText(BAKERY_MESSAGES.breadToggleError)).toBeTruthy();
    expect(switchNamed('Pain').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(switchNamed('Bio'));
    calls[1]?.reject();
    expect(await screen.findByText(BAKERY_MESSAGES.toggleError)).toBeTruthy();
    expect(screen.queryByText(BAKERY_MESSAGES.breadToggleError)).toBeNull();
  });
});
