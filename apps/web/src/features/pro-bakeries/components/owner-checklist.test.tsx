import type { TOwnerChecklist } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { makeProBakery } from '@/testing/pro-bakery';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CHECKLIST_TITLE, OwnerChecklist } from './owner-checklist';
import { DashboardBreadSwitches } from './dashboard-bread-switches';

const steps = (overrides: Partial<TOwnerChecklist> = {}): TOwnerChecklist => ({
  siren_verifie: false,
  boulangerie_creee: false,
  jours_exceptionnels: false,
  responsable_invite: false,
  premiere_boulangerie_id: null,
  ...overrides,
});

const calendarHref = (id: number) => `/boulangeries/${id}#fermetures`;

describe('OwnerChecklist', () => {
  const fetchMock = stubFetch();

  it('lists the four steps in order, the first one a link to the profile', async () => {
    routeFetch(fetchMock, { 'GET /api/cotepro/premiers-pas/': () => steps() });
    renderWithProviders(<OwnerChecklist calendarHref={calendarHref} />);
    const section = await screen.findByRole('region', { name: CHECKLIST_TITLE });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.checklist__step-title')?.textContent)).toEqual([
      'Vérifiez votre SIREN',
      'Créez votre première boulangerie',
      'Indiquez vos fermetures exceptionnelles',
      'Invitez un responsable',
    ]);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/profil']);
    expect(within(section).getByText('0 étape sur 4')).toBeTruthy();
  });

  it('ticks what is done and links the next step to the first bakery’s closures, then its manager section', async () => {
    let answer = steps({ siren_verifie: true, boulangerie_creee: true, premiere_boulangerie_id: 12 });
    routeFetch(fetchMock, { 'GET /api/cotepro/premiers-pas/': () => answer });
    const { unmount } = renderWithProviders(<OwnerChecklist calendarHref={calendarHref} />);
    const section = await screen.findByRole('region', { name: CHECKLIST_TITLE });
    const [siren, bakery] = within(section).getAllByRole('listitem');
    expect(siren!.textContent).toContain('Fait');
    expect(bakery!.textContent).toContain('Fait');
    expect(within(section).getByRole('link', { name: 'Indiquez vos fermetures exceptionnelles' }).getAttribute('href')).toBe(
      '/boulangeries/12#fermetures',
    );
    expect(within(section).getByText('2 étapes sur 4')).toBeTruthy();
    unmount();

    answer = { ...answer, jours_exceptionnels: true };
    renderWithProviders(<OwnerChecklist calendarHref={calendarHref} />);
    expect((await screen.findByRole('link', { name: 'Invitez un responsable' })).getAttribute('href')).toBe('/boulangeries/12#responsable');
  });

  it('is gone once every step is done', async () => {
    routeFetch(fetchMock, {
      'GET /api/cotepro/premiers-pas/': () =>
        steps({
          siren_verifie: true,
          boulangerie_creee: true,
          jours_exceptionnels: true,
          responsable_invite: true,
          premiere_boulangerie_id: 3,
        }),
    });
    renderWithProviders(<OwnerChecklist calendarHref={calendarHref} />);
    await waitFor(() => expect(requestsOf(fetchMock).length).toBe(1));
    expect(screen.queryByRole('region', { name: CHECKLIST_TITLE })).toBeNull();
  });
});

describe('DashboardBreadSwitches', () => {
  const fetchMock = stubFetch();

  it('shows one « Pain » switch per bakery and sends one flag through the owner’s endpoint', async () => {
    const fournil = makeProBakery({ id: 4, nom: 'Le Fournil', disponibilite_pain: false });
    routeFetch(fetchMock, {
      'GET /api/cotepro/mes-boulangeries/': () => [fournil, makeProBakery({ id: 5, nom: 'La Mie', disponibilite_pain: true })],
      'PATCH /api/cotepro/ma-boulangerie/4/': () => ({ ...fournil, disponibilite_pain: true }),
    });
    renderWithProviders(<DashboardBreadSwitches isEnabled />);
    const group = await screen.findByRole('group', { name: 'Pain disponible du Fournil' });
    expect(screen.getByRole('group', { name: 'Pain disponible de la Mie' })).toBeTruthy();
    expect(within(group).getAllByRole('switch')).toHaveLength(1);
    const bread = within(group).getByRole('switch', { name: 'Pain' });
    expect(bread.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(bread);
    await waitFor(() => expect(bread.getAttribute('aria-checked')).toBe('true'));
    expect(requestsOf(fetchMock).filter((request) => request.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: '/api/cotepro/ma-boulangerie/4/', body: { disponibilite_pain: true } }),
    ]);
  });

  it('asks nothing without a verified SIREN', () => {
    renderWithProviders(<DashboardBreadSwitches isEnabled={false} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
