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

  it('says the account moved to its new address and leads to the profile', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: AUTH_DETAILS.emailChanged }));
    renderWithProviders(<EmailConfirmation confirmationKey="cle-2" />);
    expect(await screen.findByText('Adresse e-mail modifiée : utilisez-la désormais pour vous connecter.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon profil' }).getAttribute('href')).toBe('/profil');
    expect(screen.queryByText('Email confirmé avec succès !')).toBeNull();
  });
});
