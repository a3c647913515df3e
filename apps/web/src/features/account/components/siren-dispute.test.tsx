// « Signaler un problème » under « Ce SIREN est déjà associé à un autre compte. » (docs/accounts.md,
// "Disputing a SIREN"): the profile opens a short form whose report goes to the staff.
import { SIREN_DISPUTE_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf } from '@/testing/admin-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const newcomer = makeUser({ siren: null, siren_verified: false, is_proprietaire: false });

describe('Profile: disputing a SIREN another account holds', () => {
  const fetchMock = stubFetch();

  async function refusedAsTaken() {
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    fireEvent.change(await screen.findByLabelText('SIREN'), { target: { value: '987654324' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(SIREN_DISPUTE_MESSAGES.taken)).toBeTruthy();
  }

  it('offers « Signaler un problème », sends the explanation with the SIREN and says it was sent', async () => {
    let dispute: unknown;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('verify-siren')) return Promise.resolve(jsonResponse({ valid: false, message: SIREN_DISPUTE_MESSAGES.taken }, 409));
      if (url.includes('/api/siren/dispute/')) {
        dispute = JSON.parse(String(init?.body));
        return Promise.resolve(jsonResponse({ detail: SIREN_DISPUTE_MESSAGES.sent }, 201));
      }
      return Promise.resolve(jsonResponse(newcomer));
    });
    await refusedAsTaken();
    // Any other refusal keeps the contact link; this one opens the dispute path instead.
    expect(screen.queryByText('Écrivez-nous depuis la page Contact')).toBeNull();
    const report = screen.getByRole('button', { name: SIREN_DISPUTE_MESSAGES.report });
    expect(report.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(report);
    const title = await screen.findByRole('heading', { name: /Signaler un problème : SIREN 987654324/ });
    await waitFor(() => expect(document.activeElement).toBe(title));

    // Too short: said next to the field, nothing sent.
    fireEvent.change(screen.getByLabelText('Votre explication'), { target: { value: 'à moi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText(SIREN_DISPUTE_MESSAGES.messageTooShort)).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.path === '/api/siren/dispute/')).toBe(false);

    fireEvent.change(screen.getByLabelText('Votre explication'), {
      target: { value: '  Je suis le gérant de cette boulangerie depuis 2019.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText(SIREN_DISPUTE_MESSAGES.sent)).toBeTruthy();
    expect(dispute).toEqual({ siren: '987654324', message: 'Je suis le gérant de cette boulangerie depuis 2019.' });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('heading', { name: /Signaler un problème/ })).toBeNull();
  });

  it('shows the server’s refusal when the SIREN is no longer held by another account', async () => {
    const routed = (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('verify-siren')) return jsonResponse({ valid: false, message: SIREN_DISPUTE_MESSAGES.taken }, 409);
      if (url.includes('/api/siren/dispute/')) return jsonResponse({ siren: [SIREN_DISPUTE_MESSAGES.notHeldByAnother] }, 400);
      return jsonResponse(newcomer);
    };
    fetchMock.mockImplementation((input) => Promise.resolve(routed(input)));
    await refusedAsTaken();
    fireEvent.click(screen.getByRole('button', { name: SIREN_DISPUTE_MESSAGES.report }));
    fireEvent.change(await screen.findByLabelText('Votre explication'), { target: { value: 'Ce SIREN est celui de ma boulangerie.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect((await screen.findByRole('alert')).textContent).toContain(SIREN_DISPUTE_MESSAGES.notHeldByAnother);
  });

  it('keeps the contact link under any other refusal', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('verify-siren')
          ? jsonResponse({ valid: false, message: 'SIREN introuvable au répertoire des entreprises (INSEE).' })
          : jsonResponse(newcomer),
      ),
    );
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    fireEvent.change(await screen.findByLabelText('SIREN'), { target: { value: '100000009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Écrivez-nous depuis la page Contact')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SIREN_DISPUTE_MESSAGES.report })).toBeNull();
  });
});
