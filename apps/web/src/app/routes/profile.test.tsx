// The profile route's way back (docs/claims.md): a screen that sent the person to verify their SIREN first
// (`/profil?suite=/revendiquer/12`) gets them back once the profile is saved; any other `suite` is ignored.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Component as ProfileRoute } from './profile';

const user = makeUser();
const TARGETS = { '/revendiquer/:id': <h1>Écran revendication</h1>, '/dashboard': <h1>Écran tableau de bord</h1> };

describe('/profil?suite=', () => {
  const fetchMock = stubFetch();

  async function saveAt(route: string) {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(user)));
    renderWithProviders(<ProfileRoute />, { path: '/profil', route, routes: TARGETS });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour !')).toBeTruthy();
  }

  it('goes back to the claim once the profile is saved', async () => {
    await saveAt(`/profil?suite=${encodeURIComponent('/revendiquer/12')}`);
    expect(await screen.findByRole('heading', { name: 'Écran revendication' }, { timeout: 4000 })).toBeTruthy();
  });

  it('goes to the dashboard when `suite` is not a path of this site', async () => {
    await saveAt(`/profil?suite=${encodeURIComponent('//ailleurs.example/revendiquer/12')}`);
    expect(await screen.findByRole('heading', { name: 'Écran tableau de bord' }, { timeout: 4000 })).toBeTruthy();
  });
});
