import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Dashboard } from './dashboard';
import { Profile } from './profile-form';

const baseUser = makeUser({ siren: '', siren_verified: false, is_proprietaire: false });

function renderAt(path: string, element: ReactElement) {
  renderWithProviders(element, { path, routes: { '/boulangerie-responsable': <h1>Responsable</h1>, '/admin': <h1>Back-office</h1> } });
}

describe('account screens', () => {
  const fetchMock = stubFetch();

  it('locks Boulangeries until the SIREN is verified, with its tooltip as description', async () => {
    fetchMock.mockResolvedValue(jsonResponse(baseUser));
    renderAt('/dashboard', <Dashboard />);
    await screen.findByText(/Bonjour lea/);
    const tile = screen.getByRole('button', { name: 'Boulangeries' });
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    const description = (tile.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('Vous devez vérifier votre SIREN pour accéder à cette fonctionnalité');
    expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe('/profil');
  });

  it('sends a manager who owns nothing to /boulangerie-responsable', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...baseUser, is_responsable: true }));
    renderAt('/dashboard', <Dashboard />);
    expect(await screen.findByRole('heading', { name: 'Responsable' })).toBeTruthy();
  });

  it('sends staff who own nothing to the back-office, never to a SIREN prompt', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...baseUser, is_staff: true }));
    renderAt('/dashboard', <Dashboard />);
    expect(await screen.findByRole('heading', { name: 'Back-office' })).toBeTruthy();
    expect(screen.queryByText('Vérifiez votre SIREN')).toBeNull();
  });

  it('makes every open tile a real link, the whole tile', async () => {
    fetchMock.mockResolvedValue(jsonResponse(makeUser()));
    renderAt('/dashboard', <Dashboard />);
    await screen.findByText(/Bonjour lea/);
    const tiles = screen.getAllByRole('listitem').map((item) => item.firstElementChild?.firstElementChild);
    expect(tiles.map((tile) => [tile?.tagName, tile?.getAttribute('href')])).toEqual([
      ['A', '/profil'],
      ['A', '/boulangeries'],
      ['A', '/regie-publicitaire'],
      ['A', '/mes-paiements'],
    ]);
  });

  it('enables Enregistrer only once the SIREN is verified, and editing it resets the verification', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('verify-siren')
          ? jsonResponse({ valid: true, message: 'SIREN validé comme boulangerie (INSEE)' })
          : jsonResponse(baseUser),
      ),
    );
    renderAt('/profil', <Profile onSaved={() => {}} />);
    const siren = await screen.findByLabelText('SIREN');
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    const verify = screen.getByRole('button', { name: 'Vérifier' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(verify.disabled).toBe(true);

    fireEvent.change(siren, { target: { value: '401 234 562' } });
    expect((siren as HTMLInputElement).value).toBe('401234562');
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);
    expect(await screen.findByText('SIREN validé comme boulangerie (INSEE)')).toBeTruthy();
    await waitFor(() => expect(save.disabled).toBe(false));

    fireEvent.change(siren, { target: { value: '40123456' } });
    expect(save.disabled).toBe(true);
    expect(verify.disabled).toBe(true);
    expect(screen.queryByText('SIREN validé comme boulangerie (INSEE)')).toBeNull();
  });

  it('shows the fallback when the check fails, and Enter in the field verifies', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('verify-siren') ? new Response('', { status: 502 }) : jsonResponse(baseUser)),
    );
    renderAt('/profil', <Profile onSaved={() => {}} />);
    const siren = await screen.findByLabelText('SIREN');
    fireEvent.change(siren, { target: { value: '123456789' } });
    fireEvent.keyDown(siren, { key: 'Enter' });
    expect(await screen.findByText('Erreur lors de la vérification SIREN')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
