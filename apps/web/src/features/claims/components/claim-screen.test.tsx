// The claim screen's states (docs/claims.md): SIREN first, 200 hands the bakery over, 202 the pending message,
// 409 the message and the dispute form.
import { CLAIM_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ClaimScreen, type ClaimScreenProps } from './claim-screen';

const CLAIM = 'POST /api/boulangeries/42/revendication/';

function renderScreen(props: Partial<ClaimScreenProps> = {}) {
  const onClaimed = vi.fn();
  renderWithProviders(
    <ClaimScreen
      bakeryId={42}
      sirenVerified
      sirenHref="/profil"
      onClaimed={onClaimed}
      renderDispute={() => <p>Formulaire de signalement</p>}
      {...props}
    />,
    { path: '/revendiquer/:id', route: '/revendiquer/42' },
  );
  return { onClaimed };
}

describe('ClaimScreen', () => {
  const fetchMock = stubFetch();

  it('asks an account without a verified SIREN to verify it first, and sends nothing', () => {
    renderScreen({ sirenVerified: false });
    expect(screen.getByText(CLAIM_MESSAGES.sirenFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vérifier mon SIREN' }).getAttribute('href')).toBe('/profil');
    expect(screen.queryByRole('button', { name: 'Revendiquer cette boulangerie' })).toBeNull();
    expect(requestsOf(fetchMock).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('hands the bakery over on 200', async () => {
    routeFetch(fetchMock, { [CLAIM]: () => ({ id: 42, nom: 'Au Pain des Archives', message: CLAIM_MESSAGES.claimed }) });
    const { onClaimed } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Revendiquer cette boulangerie' }));
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(42, CLAIM_MESSAGES.claimed));
  });

  it('says the claim waits for the team on 202', async () => {
    routeFetch(fetchMock, { [CLAIM]: () => jsonResponse({ message: CLAIM_MESSAGES.pending }, 202) });
    const { onClaimed } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Revendiquer cette boulangerie' }));
    expect(await screen.findByText('Demande envoyée : notre équipe vous répond sous 2 jours ouvrés.')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('shows the 409 message and opens the dispute form', async () => {
    routeFetch(fetchMock, { [CLAIM]: () => jsonResponse({ detail: CLAIM_MESSAGES.alreadyClaimed }, 409) });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Revendiquer cette boulangerie' }));
    expect(await screen.findByText(CLAIM_MESSAGES.alreadyClaimed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Signaler un problème' }));
    expect(screen.getByText('Formulaire de signalement')).toBeTruthy();
  });
});
