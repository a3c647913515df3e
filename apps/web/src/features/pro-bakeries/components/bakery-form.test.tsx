import { ACCOUNT_CAP_MESSAGES, emptyWeek, type TProBakery } from '@fournil/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BakeryForm, type BakeryFormProps } from './bakery-form';

// The small map needs WebGL; the form's behaviour does not depend on it.
vi.mock('@/lib/map/create-map', () => ({
  MAP_UNAVAILABLE_MESSAGE: 'La carte ne peut pas s’afficher sur cet appareil. La liste reste à jour.',
  MapContainerMissingError: class extends Error {},
  createMap: () => new Promise(() => {}),
}));

const candidates = [
  { id: 3, email: 'marie@exemple.fr', username: 'marie' },
  { id: 4, email: 'paul@exemple.fr', username: 'paul' },
];

const stored: TProBakery = {
  id: 12,
  nom: 'Au Bon Pain',
  adresse: '12 rue du Four',
  adresse_postale: '12 rue du Four',
  ville: 'Paris',
  code_postal_boulangerie: '75006',
  telephone_boulangerie: '01 23 45 67 89',
  latitude: 48.85,
  longitude: 2.33,
  description_courte: 'Pain au levain',
  presentation: '',
  motduboulanger: '',
  image_logo_main: '/media/logos/abc.jpg',
  images: [
    { id: 11, image: '/media/photos/a.jpg' },
    { id: 15, image: '/media/photos/b.jpg' },
  ],
  disponibilite_pain: true,
  disponibilite_cafe: false,
  disponibilite_croissant: true,
  disponibilite_sandwich: false,
  disponibilite_bio: false,
  ...emptyWeek(),
  publicite: false,
  proprietaire: { id: 1 },
  responsable: null,
  responsable_obj: null,
  jours_feries: null,
  fermetures: [],
  horaires_speciaux: [],
  position_approximative: false,
  disponibilites_maj: [null, null, null, null, null],
  disponibilites_ouverture: {
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: false,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
  },
};

function renderForm(props: Partial<BakeryFormProps> = {}) {
  const onSubmit = vi.fn<(body: FormData) => void>();
  const all: BakeryFormProps = { mode: 'create', candidates, isSubmitting: false, error: null, onSubmit, onCancel: vi.fn(), ...props };
  const view = renderWithProviders(<BakeryForm {...all} />, { router: false });
  const rerender = (next: Partial<BakeryFormProps>) => view.rerender(<BakeryForm {...all} {...next} />);
  return { onSubmit, rerender };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const day = (name: string) => within(screen.getByRole('group', { name }));
const alertsText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

const progress = () => screen.getByText(/^Étape \d sur 4/, { selector: 'p' }).textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
async function nextTo(step: number) {
  next();
  await waitFor(() => expect(progress()).toMatch(new RegExp(`^Étape ${step} sur 4`)));
}

// A whole form filled event by event in jsdom takes a few seconds on a busy machine.
describe('BakeryForm', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes through four steps, each checked with the shared schema before the next, the first refused field focused', async () => {
    const { onSubmit } = renderForm();
    expect(progress()).toBe('Étape 1 sur 4 : Nom et contact');
    expect(screen.getByText(/Les champs marqués/)).toBeTruthy();
    expect(field('Nom').getAttribute('aria-required')).toBe('true');
    next();
    await waitFor(() => expect(describedText(field('Nom'))).toContain('Le nom est obligatoire.'));
    expect(field('Nom').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Nom')));
    expect(progress()).toBe('Étape 1 sur 4 : Nom et contact');

    type('Nom', 'La Mie Dorée');
    next();
    await waitFor(() => expect(progress()).toBe('Étape 2 sur 4 : Adresse et position'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Étape 2 sur 4 : Adresse et position'));
    next();
    await waitFor(() => expect(describedText(field('Adresse'))).toContain('L’adresse est obligatoire.'));
    expect(describedText(field('Ville'))).toContain('La ville est obligatoire.');
    expect(describedText(field('Code postal'))).toContain('Code postal invalide : 5 chiffres (ex. 75004).');
    await waitFor(() => expect(document.activeElement).toBe(field('Adresse')));

    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await waitFor(() => expect(progress()).toBe('Étape 1 sur 4 : Nom et contact'));
    expect(field('Nom').value).toBe('La Mie Dorée');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the characters of the short description out of 255', () => {
    renderForm();
    const description = field('Description courte');
    expect(describedText(description)).toBe('0/255');
    fireEvent.change(description, { target: { value: 'Pain au levain' } });
    expect(describedText(description)).toBe('14/255');
  });

  it('sends the multipart parts, the week as JSON and the photos when creating', async () => {
    const { onSubmit } = renderForm();
    type('Nom', 'La Mie Dorée');
    await nextTo(2);
    type('Adresse', '3 place du Marché');
    type('Code postal', '69 002');
    type('Ville', 'Lyon');
    type('Latitude', '45,7640');
    type('Longitude', '4.8357');
    await nextTo(3);
    fireEvent.click(day('lundi').getByRole('checkbox', { name: 'lundi' }));
    fireEvent.change(day('lundi').getByLabelText('Ouverture du matin'), { target: { value: '07:00' } });
    fireEvent.change(day('lundi').getByLabelText('Fermeture du matin'), { target: { value: '13:00' } });
    fireEvent.click(day('mardi').getByRole('checkbox', { name: 'Dupliquer horaires Lundi' }));
    await nextTo(4);
    expect(screen.queryByRole('checkbox', { name: 'Publicité' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pain' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Responsable' }), { target: { value: '4' } });

    fireEvent.click(screen.getByRole('button', { name: 'Créer la boulangerie' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0];
    expect(body.get('nom')).toBe('La Mie Dorée');
    expect(body.get('code_postal_boulangerie')).toBe('69002');
    expect(body.get('latitude')).toBe('45.764');
    expect(body.get('longitude')).toBe('4.8357');
    expect(body.get('disponibilite_pain')).toBe('true');
    expect(body.get('disponibilite_bio')).toBe('false');
    expect(body.get('publicite')).toBe('false');
    expect(body.get('responsable')).toBe('4');
    expect(JSON.parse(body.get('jours_ouvertures') as string)).toMatchObject({ lundi: true, mardi: true, mercredi: false });
    const horaires = JSON.parse(body.get('horaires_ouvertures') as string);
    expect(horaires.mardi).toEqual({ ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: null, fermeture_apm: null });
    expect(body.has('image_logo_main')).toBe(false);
    expect(body.has('delete_logo')).toBe(false);
    expect(body.has('delete_images')).toBe(false);
  });

  it('keeps the hours step closed on a closing before the opening, the message under that time and the focus on it', async () => {
    const { onSubmit } = renderForm();
    type('Nom', 'La Mie Dorée');
    await nextTo(2);
    type('Adresse', '3 place du Marché');
    type('Code postal', '69002');
    type('Ville', 'Lyon');
    type('Latitude', '45.764');
    type('Longitude', '4.8357');
    await nextTo(3);
    fireEvent.click(screen.getByRole('button', { name: /^Mardi–samedi 7 h–13 h \/ 15 h–19 h 30/ }));
    const closing = day('mardi').getByLabelText('Fermeture du matin');
    fireEvent.change(closing, { target: { value: '06:00' } });
    next();
    await waitFor(() => expect(describedText(closing)).toBe('La fermeture doit être après l’ouverture.'));
    expect(closing.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(closing));
    // Only that time is refused, and the step did not move on.
    expect(day('mardi').getByLabelText('Ouverture du matin').getAttribute('aria-invalid')).toBeNull();
    expect(progress()).toMatch(/^Étape 3 sur 4/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes back to the step of a field the server refused, and focuses it', async () => {
    const { rerender } = renderForm();
    type('Nom', 'La Mie Dorée');
    await nextTo(2);
    type('Adresse', '3 place du Marché');
    type('Code postal', '69002');
    type('Ville', 'Lyon');
    await nextTo(3);
    await nextTo(4);
    rerender({ error: new ApiError(400, { telephone_boulangerie: ['Numéro de téléphone invalide.'] }) });
    await waitFor(() => expect(progress()).toBe('Étape 1 sur 4 : Nom et contact'));
    expect(describedText(field('Téléphone'))).toContain('Numéro de téléphone invalide.');
    await waitFor(() => expect(document.activeElement).toBe(field('Téléphone')));
  });

  it('shows a saved copy of Monday with its « Dupliquer horaires Lundi » tick, and focuses a refused time when editing', async () => {
    const week = emptyWeek();
    const split = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:30' };
    week.jours_ouvertures.lundi = true;
    week.jours_ouvertures.mardi = true;
    week.jours_ouvertures.mercredi = true;
    week.horaires_ouvertures.lundi = { ...split };
    week.horaires_ouvertures.mardi = { ...split };
    week.horaires_ouvertures.mercredi = { ...split, fermeture_apm: '19:00' };
    const { onSubmit } = renderForm({ mode: 'edit', bakery: { ...stored, ...week } });
    const tick = (name: string) => (day(name).getByRole('checkbox', { name: 'Dupliquer horaires Lundi' }) as HTMLInputElement).checked;
    expect(tick('mardi')).toBe(true);
    expect(tick('mercredi')).toBe(false);
    expect(tick('jeudi')).toBe(false);

    const closing = day('mercredi').getByLabelText('Fermeture de l’après-midi') as HTMLInputElement;
    fireEvent.change(closing, { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(closing.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(closing));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends only what changed when editing, both coordinates together, and the removed logo and photos', async () => {
    const { onSubmit } = renderForm({ mode: 'edit', bakery: stored });
    expect(field('Nom').value).toBe('Au Bon Pain');
    expect(field('Latitude').value).toBe('48.8500000');
    type('Nom', 'Au Bon Pain de Paris');
    type('Latitude', '48.8512345');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le logo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la photo 1' }));
    expect(screen.getByText('Pas de logo disponible')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0];
    expect([...body.keys()].sort()).toEqual(['delete_images', 'delete_logo', 'latitude', 'longitude', 'nom']);
    expect(body.get('latitude')).toBe('48.8512345');
    expect(body.get('longitude')).toBe('2.33');
    expect(body.get('delete_logo')).toBe('true');
    expect(body.get('delete_images')).toBe('[11]');
  });

  it('says there is nothing to save when nothing changed', async () => {
    const { onSubmit } = renderForm({ mode: 'edit', bakery: stored });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(alertsText()).toContain('Aucune modification à enregistrer.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server field errors on their fields and the others above the buttons', async () => {
    const { rerender } = renderForm();
    rerender({ error: new ApiError(400, { nom: ['Ce nom est déjà pris.'], inconnu: ['Champ inconnu.'] }) });
    await waitFor(() => expect(describedText(field('Nom'))).toContain('Ce nom est déjà pris.'));
    expect(alertsText()).toContain('Champ inconnu.');
    // A field the screen does not know is never named by its key.
    expect(alertsText()).not.toMatch(/inconnu ?:/);
    expect(alertsText()).not.toContain('Ce nom est déjà pris.');
  });

  it('shows a server detail, and the spec message when the server fails', async () => {
    const { rerender } = renderForm();
    rerender({ error: new ApiError(403, { detail: 'Non autorisé' }) });
    await waitFor(() => expect(alertsText()).toContain('Non autorisé'));
    rerender({ error: new ApiError(500, { detail: 'Erreur interne du serveur.' }) });
    await waitFor(() => expect(alertsText()).toContain('Erreur lors de la création'));
    expect(alertsText()).not.toContain('Erreur interne');
  });

  it('shows the account’s caps as the server words them: the bakeries’ above the buttons, the images’ on the photos', async () => {
    const atCap = ACCOUNT_CAP_MESSAGES.bakeries(50);
    const { rerender } = renderForm();
    rerender({ error: new ApiError(409, { detail: atCap }) });
    await waitFor(() => expect(alertsText()).toContain(atCap));
    cleanup();

    const noRoom = ACCOUNT_CAP_MESSAGES.uploads(600, 600);
    const edit = renderForm({ mode: 'edit', bakery: stored });
    edit.rerender({ error: new ApiError(409, { images: [noRoom] }) });
    const photos = screen.getByLabelText(/^Photos de la boutique/);
    await waitFor(() => expect(describedText(photos)).toContain(noRoom));
    expect(photos.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers Aucun and the candidates as managers', () => {
    renderForm({ mode: 'edit', bakery: stored });
    const options = within(screen.getByRole('combobox', { name: 'Responsable' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Aucun', 'marie@exemple.fr', 'paul@exemple.fr']);
  });

  it('keeps the typed street when « Coordonnées → adresse » finds only a commune centre, and fills the town', async () => {
    const savenay = { label: 'Savenay (44260)', lat: 47.36, lng: -1.94, city: 'Savenay', postcode: '44260', position_approximative: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(savenay), { status: 200, headers: { 'content-type': 'application/json' } }))),
    );
    renderForm({ mode: 'edit', bakery: stored });
    fireEvent.click(screen.getByRole('button', { name: 'Coordonnées → adresse' }));
    expect(await screen.findByText(/position approximative \(centre de la commune\)/)).toBeTruthy();
    expect(field('Ville').value).toBe('Savenay');
    expect(field('Adresse').value).toBe('12 rue du Four');
    vi.unstubAllGlobals();
  });
});
