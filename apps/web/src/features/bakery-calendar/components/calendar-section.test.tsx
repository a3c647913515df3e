import { CALENDAR_MESSAGES, HOURS_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOV_26_2026_11H, calendarOf, fakeCalendarServer } from '@/testing/bakery-calendar';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CalendarSection } from './calendar-section';

describe('CalendarSection', () => {
  const fetchMock = stubFetch();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOV_26_2026_11H);
  });
  afterEach(() => vi.useRealTimers());

  function renderSection(codePostal = '75006') {
    renderWithProviders(<CalendarSection bakeryId={12} codePostal={codePostal} />, { router: false });
  }

  function closureForm() {
    return screen.getByRole('form', { name: 'Ajouter une fermeture' });
  }

  function specialForm() {
    return screen.getByRole('form', { name: 'Horaires exceptionnels d’une journée' });
  }

  it('lists the upcoming closures and special dates by date, in French', async () => {
    fakeCalendarServer(
      fetchMock,
      12,
      calendarOf({
        fermetures: [{ id: 3, debut: '2027-08-10', fin: '2027-08-31', motif: 'Congés annuels' }],
        horaires_speciaux: [
          {
            date: '2026-12-24',
            plages: [
              { ouverture: '07:00', fermeture: '12:30' },
              { ouverture: '14:00', fermeture: '17:00' },
            ],
          },
          { date: '2026-12-31', plages: [] },
        ],
      }),
    );
    renderSection();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.cal-entry__text')?.textContent)).toEqual([
      'Horaires exceptionnelsLe jeudi 24 décembre 2026 · 7 h – 12 h 30 et 14 h – 17 h',
      'Horaires exceptionnelsLe jeudi 31 décembre 2026 · Fermé toute la journée',
      'Fermeture exceptionnelleDu 10 au 31 août 2027 · Congés annuels',
    ]);
  });

  it('says under a closure when the bakery really reopens, given its week', async () => {
    // Closed on Mondays every week: the closure ends on Sunday 6 December.
    fakeCalendarServer(fetchMock, 12, calendarOf({ fermetures: [{ id: 4, debut: '2026-12-01', fin: '2026-12-06', motif: 'Travaux' }] }));
    renderWithProviders(<CalendarSection bakeryId={12} codePostal="75006" week={makeProBakery()} />, { router: false });
    const item = await screen.findByRole('listitem');
    expect(item.querySelector('.cal-entry__text')?.textContent).toBe(
      'Fermeture exceptionnelleDu 1er au 6 décembre 2026 · TravauxRouvre mardi à 7\u00a0h',
    );
  });

  it('says when nothing is planned', async () => {
    fakeCalendarServer(fetchMock, 12);
    renderSection();
    expect(await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.')).toBeTruthy();
  });

  it('says when the calendar cannot be loaded, and loads it again on « Réessayer »', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Erreur interne.' }, 500));
    renderSection();
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByText('Les fermetures n’ont pas pu être chargées.')).toBeTruthy();
    fakeCalendarServer(fetchMock, 12);
    fireEvent.click(retry);
    expect(await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.')).toBeTruthy();
  });

  it('refuses a last day before the first day, a past first day and a reason over 80 characters, without calling the server', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderSection();
    await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.');
    const form = closureForm();
    fireEvent.change(within(form).getByLabelText('Premier jour'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText('Dernier jour'), { target: { value: '2026-11-10' } });
    fireEvent.change(within(form).getByLabelText('Motif (facultatif)'), { target: { value: 'x'.repeat(81) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
    expect(await within(form).findByText(CALENDAR_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(within(form).getByText(CALENDAR_MESSAGES.pastDate)).toBeTruthy();
    expect(within(form).getByText(CALENDAR_MESSAGES.reasonTooLong)).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it('adds a closure, lists it and says so', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderSection();
    await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.');
    const form = closureForm();
    fireEvent.change(within(form).getByLabelText('Premier jour'), { target: { value: '2026-12-28' } });
    fireEvent.change(within(form).getByLabelText('Dernier jour'), { target: { value: '2027-01-03' } });
    fireEvent.change(within(form).getByLabelText('Motif (facultatif)'), { target: { value: '  Congés  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
    expect(await screen.findByText('Fermeture ajoutée.')).toBeTruthy();
    expect(await screen.findByText('Du 28 décembre 2026 au 3 janvier 2027 · Congés', { exact: false })).toBeTruthy();
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/cotepro/ma-boulangerie/12/fermetures/',
        body: { debut: '2026-12-28', fin: '2027-01-03', motif: 'Congés' },
      },
    ]);
  });

  it('shows the server’s refusal on the refused field, and a general refusal above the button', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderSection();
    await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.');
    const form = closureForm();
    fireEvent.change(within(form).getByLabelText('Premier jour'), { target: { value: '2026-12-28' } });
    fireEvent.change(within(form).getByLabelText('Dernier jour'), { target: { value: '2026-12-30' } });
    server.refuseNextWrite(400, { debut: [CALENDAR_MESSAGES.overlapping] });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
    expect(await within(form).findByText(CALENDAR_MESSAGES.overlapping)).toBeTruthy();
    expect(within(form).getByLabelText('Premier jour').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe('La fermeture n’a pas pu être ajoutée. Réessayez dans un instant.');

    server.refuseNextWrite(400, { detail: CALENDAR_MESSAGES.tooMany });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(CALENDAR_MESSAGES.tooMany));
  });

  it('deletes a closure only once confirmed, the safe answer first', async () => {
    const server = fakeCalendarServer(
      fetchMock,
      12,
      calendarOf({ fermetures: [{ id: 3, debut: '2026-12-01', fin: '2026-12-01', motif: null }] }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer : Le mardi 1er décembre 2026' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Non' }));
    expect(server.writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('Fermeture supprimée.')).toBeTruthy();
    expect(await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.')).toBeTruthy();
    expect(server.writes()).toEqual([{ method: 'DELETE', path: '/api/cotepro/ma-boulangerie/12/fermetures/3/', body: undefined }]);
  });

  it('sets a day closed all day with an empty list of ranges', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderSection();
    await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.');
    const form = specialForm();
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-24' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer ces horaires' }));
    expect(await screen.findByText('Horaires exceptionnels enregistrés.')).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/cotepro/ma-boulangerie/12/horaires-speciaux/2026-12-24/', body: { plages: [] } },
    ]);
  });

  it('refuses a second range that starts before the first one ends, and a closing before the opening', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderSection();
    await screen.findByText('Aucune fermeture ni horaire exceptionnel à venir.');
    const form = specialForm();
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-24' } });
    fireEvent.click(within(form).getByLabelText('Ouvert avec des horaires exceptionnels'));
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une deuxième plage' }));
    const [firstOpening, secondOpening] = within(form).getAllByLabelText('Ouverture');
    const [firstClosing, secondClosing] = within(form).getAllByLabelText('Fermeture');
    fireEvent.change(firstOpening!, { target: { value: '07:00' } });
    fireEvent.change(firstClosing!, { target: { value: '13:00' } });
    fireEvent.change(secondOpening!, { target: { value: '12:00' } });
    fireEvent.change(secondClosing!, { target: { value: '11:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer ces horaires' }));
    expect(await within(form).findByText(CALENDAR_MESSAGES.rangesOverlap)).toBeTruthy();
    expect(within(form).getByText(HOURS_MESSAGES.closingBeforeOpening)).toBeTruthy();
    expect(server.writes()).toEqual([]);

    fireEvent.change(secondOpening!, { target: { value: '15:00' } });
    fireEvent.change(secondClosing!, { target: { value: '18:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer ces horaires' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      plages: [
        { ouverture: '07:00', fermeture: '13:00' },
        { ouverture: '15:00', fermeture: '18:30' },
      ],
    });
  });

  it('saves the holiday rule, and explains the Alsace-Moselle days to a bakery in 67', async () => {
    const server = fakeCalendarServer(fetchMock, 12);
    renderSection('67000');
    const rule = await screen.findByRole('group', { name: 'Règle des jours fériés' });
    expect((within(rule).getByLabelText('Pas encore indiqué') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Vendredi saint et le 26 décembre, fériés en Alsace-Moselle/)).toBeTruthy();
    fireEvent.click(within(rule).getByLabelText('Fermé les jours fériés'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la règle' }));
    expect(await screen.findByText('Règle des jours fériés enregistrée.')).toBeTruthy();
    expect(server.writes()).toEqual([{ method: 'PATCH', path: '/api/cotepro/ma-boulangerie/12/', body: { jours_feries: 'fermes' } }]);
  });
});
