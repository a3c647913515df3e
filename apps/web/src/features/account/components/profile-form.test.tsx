import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const verifiedUser = makeUser();

describe('Profile: saving', () => {
  const fetchMock = stubFetch();

  function answer(patch: () => Response) {
    fetchMock.mockImplementation((_input, init) => Promise.resolve(init?.method === 'PATCH' ? patch() : jsonResponse(verifiedUser)));
  }
  const patchBody = () => JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.body)) as unknown;

  it('sends every field trimmed, says so, then calls onSaved after the delay', async () => {
    answer(() => jsonResponse({ ...verifiedUser, commune: 'Lyon' }));
    const onSaved = vi.fn();
    renderWithProviders(<Profile onSaved={onSaved} />, { path: '/profil' });
    fireEvent.change(await screen.findByLabelText('Commune'), { target: { value: ' Lyon ' } });
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '01 02 03 04 05 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour !')).toBeTruthy();
    expect(patchBody()).toEqual({
      adresse_utilisateur: '12 rue du Four',
      code_postal_utilisateur: '75006',
      commune: 'Lyon',
      siren: '401234562',
      telephone: '01 02 03 04 05',
    });
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), { timeout: 3000 });
  });

  it('shows the spec’s title with what the server said about the fields', async () => {
    answer(() => jsonResponse({ telephone: ['Ce champ ne peut pas dépasser 20 caractères.'] }, 400));
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    await screen.findByLabelText('Commune');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur lors de la mise à jour');
    expect(alert.textContent).toContain('Téléphone : Ce champ ne peut pas dépasser 20 caractères.');
  });

  it('keeps the inputs’ limits', async () => {
    answer(() => jsonResponse(verifiedUser));
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    await screen.findByLabelText('Commune');
    expect(
      ['Adresse', 'Code postal', 'Commune', 'Téléphone', 'SIREN'].map((label) => screen.getByLabelText(label).getAttribute('maxlength')),
    ).toEqual(['255', '10', '100', '20', '9']);
    expect(screen.getByLabelText('SIREN').getAttribute('pattern')).toBe('[0-9]{9}');
    expect(screen.getByLabelText('SIREN').getAttribute('name')).toBe('siren');
  });
});

describe('Profile: a staff member', () => {
  const fetchMock = stubFetch();
  const staff = makeUser({ is_proprietaire: false, is_staff: true, siren: null, siren_verified: false });
  const patchBody = () => JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.body)) as unknown;

  it('is not asked for a SIREN and can save the details without one', async () => {
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(jsonResponse(init?.method === 'PATCH' ? { ...staff, commune: 'Lyon' } : staff)),
    );
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    fireEvent.change(await screen.findByLabelText('Commune'), { target: { value: 'Lyon' } });
    expect(screen.queryByLabelText('SIREN')).toBeNull();
    expect(screen.queryByText('Vérifiez votre SIREN pour enregistrer votre profil.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe('/admin');
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Profil mis à jour !')).toBeTruthy();
    expect(patchBody()).toEqual({
      adresse_utilisateur: '12 rue du Four',
      code_postal_utilisateur: '75006',
      commune: 'Lyon',
      telephone: '',
    });
  });
});

describe('Profile: the company name from the SIREN register', () => {
  const fetchMock = stubFetch();
  const serve = (user: ReturnType<typeof makeUser>) => fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(user)));

  it('shows the denomination as the client of the next invoices', async () => {
    serve(makeUser({ raison_sociale: 'BOULANGERIE DU TEST' }));
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    const term = await screen.findByText('Raison sociale (INSEE)');
    expect(term.nextElementSibling?.textContent).toBe('BOULANGERIE DU TEST');
    expect(screen.getByText(/c’est le client de vos prochaines factures/)).toBeTruthy();
  });

  it('tells a sole trader that their own name is on their invoices and shown to them alone', async () => {
    serve(makeUser({ raison_sociale: 'LEA MARTIN', entreprise_individuelle: true }));
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    const term = await screen.findByText('Entrepreneur individuel (INSEE)');
    expect(term.nextElementSibling?.textContent).toBe('LEA MARTIN');
    expect(screen.getByText(/n’est affiché qu’à vous/)).toBeTruthy();
  });

  it('says what the invoices carry when the register publishes no name, and shows nothing before verification', async () => {
    serve(makeUser({ raison_sociale: null }));
    const { unmount } = renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    expect(await screen.findByText(/vos factures portent votre nom d’utilisateur/)).toBeTruthy();
    unmount();

    serve(makeUser({ siren_verified: false, raison_sociale: null }));
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    await screen.findByLabelText('SIREN');
    expect(screen.queryByText(/vos factures portent/)).toBeNull();
    expect(screen.queryByText('Raison sociale (INSEE)')).toBeNull();
  });
});
