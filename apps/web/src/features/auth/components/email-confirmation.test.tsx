import { screen } from '@testing-library/react';
import { AUTH_DETAILS } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { EmailConfirmation } from './email-confirmation';

describe('EmailConfirmation', () => {
  const fetchMock = stubFetch();

  it('says the address is confirmed and leads to the login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: AUTH_DETAILS.emailConfirmed }));
    renderWithProviders(<EmailConfirmation confirmationKey="cle-1" />);
    expect(await screen.findByText('Email confirmé avec succès !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('tells someone invited to manage a bakery to sign in to accept, not to complete an owner’s profile', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: AUTH_DETAILS.emailConfirmed, invitation_boulangerie: 'Les Délices de Sophie' }));
    renderWithProviders(<EmailConfirmation confirmationKey="cle-3" />);
    expect(
      await screen.findByText(
        'Votre compte est prêt. Connectez-vous pour accepter l’invitation à devenir responsable des Délices de Sophie.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/compléter votre profil professionnel/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
  });

  it('says the account moved to its new address and leads to the profile', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: AUTH_DETAILS.emailChanged }));
    renderWithProviders(<EmailConfirmation confirmationKey="cle-2" />);
    expect(await screen.findByText('Adresse e-mail modifiée : utilisez-la désormais pour vous connecter.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon profil' }).getAttribute('href')).toBe('/profil');
    expect(screen.queryByText('Email confirmé avec succès !')).toBeNull();
  });
});
