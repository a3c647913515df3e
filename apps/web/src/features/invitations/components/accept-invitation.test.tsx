import { INVITATION_MESSAGES } from '@fournil/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ACCEPT_LABEL, AcceptInvitation } from './accept-invitation';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const preview = (statut: 'valide' | 'expiree' | 'utilisee' | 'annulee' = 'valide') => ({
  boulangerie: { id: 12, nom: 'Au Bon Pain', ville: 'Paris' },
  email_masque: 'p***@exemple.fr',
  email: statut === 'valide' ? 'paul@exemple.fr' : null,
  expire_le: '2026-11-30T10:00:00.000Z',
  statut,
});

describe('AcceptInvitation', () => {
  const fetchMock = stubFetch({ signedIn: false });

  function renderScreen(isSignedIn: boolean, onAccepted = vi.fn()) {
    renderWithProviders(<AcceptInvitation token={TOKEN} isSignedIn={isSignedIn} onAccepted={onAccepted} />);
    return onAccepted;
  }

  it('shows the bakery, the masked address and the expiry; a visitor gets login and register links that come back', async () => {
    fetchMock.mockResolvedValue(jsonResponse(preview()));
    renderScreen(false);
    // « de + Au Bon Pain »: responsable du Bon Pain.
    expect(await screen.findByText('du Bon Pain')).toBeTruthy();
    expect(screen.getByText('p***@exemple.fr')).toBeTruthy();
    expect(screen.getByText('30 novembre 2026')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/invitations/${TOKEN}/`);
    const next = encodeURIComponent(`/invite/accepter/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(`/login?next=${next}`);
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(`/register?next=${next}&invitation=${TOKEN}`);
    expect(screen.queryByRole('button', { name: ACCEPT_LABEL })).toBeNull();
  });

  it('accepts for a signed-in user and links to the manager view', async () => {
    localStorage.setItem('token', 'jwt');
    fetchMock.mockResolvedValueOnce(jsonResponse(preview()));
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: INVITATION_MESSAGES.accepted('Au Bon Pain'), boulangerie: { id: 12, nom: 'Au Bon Pain' } }),
    );
    const onAccepted = renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: ACCEPT_LABEL }));
    expect(await screen.findByText('Vous êtes maintenant responsable du Bon Pain.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les boulangeries dont je suis responsable' }).getAttribute('href')).toBe(
      '/boulangerie-responsable',
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe(`/api/invitations/${TOKEN}/accepter/`);
    expect(init?.method).toBe('POST');
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it('tells a signed-in wrong account which address to use, and offers another login', async () => {
    localStorage.setItem('token', 'jwt');
    const detail = INVITATION_MESSAGES.wrongAccount('paul@exemple.fr');
    fetchMock.mockResolvedValueOnce(jsonResponse(preview()));
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail }, 403));
    const onAccepted = renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: ACCEPT_LABEL }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter avec un autre compte' })).toBeTruthy();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it.each([
    [409, INVITATION_MESSAGES.used],
    [410, INVITATION_MESSAGES.expired],
  ])('shows the server’s answer when accepting fails with %i', async (status, detail) => {
    localStorage.setItem('token', 'jwt');
    fetchMock.mockResolvedValueOnce(jsonResponse(preview()));
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail }, status));
    renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: ACCEPT_LABEL }));
    expect(await screen.findByText(detail)).toBeTruthy();
  });

  it.each([
    ['expiree', INVITATION_MESSAGES.expired],
    ['utilisee', INVITATION_MESSAGES.used],
    ['annulee', 'Cette invitation a été annulée par le propriétaire de la boulangerie.'],
  ] as const)('says so when the link is %s, without an accept button', async (statut, message) => {
    fetchMock.mockResolvedValue(jsonResponse(preview(statut)));
    renderScreen(true);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ACCEPT_LABEL })).toBeNull();
  });

  it('says an unknown link is unknown', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: INVITATION_MESSAGES.notFound }, 404));
    renderScreen(false);
    expect(await screen.findByText(INVITATION_MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });
});
