import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOV_26_2026_11H, TODAY, calendarOf, fakeCalendarServer } from '@/testing/bakery-calendar';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ClosedToday } from './closed-today';

describe('ClosedToday', () => {
  const fetchMock = stubFetch();
  const todayPath = `/api/cotepro/ma-boulangerie/12/horaires-speciaux/${TODAY}/`;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOV_26_2026_11H);
  });
  afterEach(() => vi.useRealTimers());

  function renderButton() {
    renderWithProviders(<ClosedToday bakeryId={12} nom="Au Bon Pain" />, { router: false });
  }

  it('closes today’s Paris date in one tap, then « Annuler » deletes that day’s entry', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderButton();
    const close = await screen.findByRole('button', { name: 'Fermé aujourd’hui : Au Bon Pain' });
    await vi.waitFor(() => expect(close.hasAttribute('disabled')).toBe(false));
    fireEvent.click(close);
    expect(await screen.findByText('Fermé aujourd’hui : la boulangerie apparaît fermée jusqu’à demain.')).toBeTruthy();
    expect(server.writes()).toEqual([{ method: 'PUT', path: todayPath, body: { plages: [] } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la fermeture d’aujourd’hui de Au Bon Pain' }));
    expect(await screen.findByText('Fermeture du jour annulée : les horaires prévus s’appliquent de nouveau.')).toBeTruthy();
    expect(server.writes()[1]).toEqual({ method: 'DELETE', path: todayPath, body: undefined });
    expect(await screen.findByRole('button', { name: 'Fermé aujourd’hui : Au Bon Pain' })).toBeTruthy();
  });

  it('puts back the special hours the day had before, when undone', async () => {
    const earlier = [{ ouverture: '07:00', fermeture: '12:00' }];
    const server = fakeCalendarServer(fetchMock, 12, calendarOf({ horaires_speciaux: [{ date: TODAY, plages: earlier }] }));
    renderButton();
    const close = await screen.findByRole('button', { name: 'Fermé aujourd’hui : Au Bon Pain' });
    await vi.waitFor(() => expect(close.hasAttribute('disabled')).toBe(false));
    fireEvent.click(close);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la fermeture d’aujourd’hui de Au Bon Pain' }));
    expect(await screen.findByText('Fermeture du jour annulée : les horaires prévus s’appliquent de nouveau.')).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'PUT', path: todayPath, body: { plages: [] } },
      { method: 'PUT', path: todayPath, body: { plages: earlier } },
    ]);
  });

  it('shows the server’s reason when the closing is refused, and keeps the button', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderButton();
    const close = await screen.findByRole('button', { name: 'Fermé aujourd’hui : Au Bon Pain' });
    await vi.waitFor(() => expect(close.hasAttribute('disabled')).toBe(false));
    server.refuseNextWrite(403, { detail: 'Non autorisé' });
    fireEvent.click(close);
    expect(await screen.findByText('Non autorisé')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermé aujourd’hui : Au Bon Pain' })).toBeTruthy();
  });
  it('falls back to a general French sentence when the refusal gives no reason', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderButton();
    const close = await screen.findByRole('button', { name: 'Fermé aujourd’hui : Au Bon Pain' });
    await vi.waitFor(() => expect(close.hasAttribute('disabled')).toBe(false));
    server.refuseNextWrite(502, {});
    fireEvent.click(close);
    expect(await screen.findByText('La boulangerie n’a pas pu être fermée. Réessayez dans un instant.')).toBeTruthy();
  });
});
