import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeListingDetail, makePublicDetail } from '@/testing/live-bakeries';
import { MemoryRouterWithNavigator } from '@/testing/navigator';
import { jsonResponse } from '@/testing/render-with-providers';
import { BakeryDetail } from './bakery-detail';

const EMPTY_DAY = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };
const FULL_DAY = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' };

const bakery = makePublicDetail({
  jours_ouvertures: { lundi: false, mardi: true, mercredi: true, jeudi: true, vendredi: true, samedi: true, dimanche: false },
  horaires_ouvertures: {
    lundi: EMPTY_DAY,
    mardi: FULL_DAY,
    mercredi: FULL_DAY,
    jeudi: FULL_DAY,
    vendredi: FULL_DAY,
    samedi: { ...FULL_DAY, ouverture_apm: null, fermeture_apm: null },
    dimanche: EMPTY_DAY,
  },
});

/** What assistive technology reads of an element: its text without the parts hidden from it. */
function accessibleText(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The header cells a data cell names in its `headers` attribute, as read. */
function headersOf(cell: Element): string[] {
  return (cell.getAttribute('headers') ?? '').split(' ').map((id) => accessibleText(document.getElementById(id)));
}

function renderDetail(id: number | null, renderExtra?: Parameters<typeof BakeryDetail>[0]['renderExtra']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouterWithNavigator>
        <BakeryDetail bakeryId={id} {...(renderExtra ? { renderExtra } : {})} />
      </MemoryRouterWithNavigator>
    </QueryClientProvider>,
  );
}

describe('BakeryDetail', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    // Wednesday 11 March 2026, 10:00 in Paris.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the shop photos, and no photo section without any', async () => {
    const withPhotos = {
      ...bakery,
      images: [
        { id: 1, image: '/media/a.jpg' },
        { id: 2, image: '/media/b.jpg' },
      ],
    };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(withPhotos)),
    );
    renderDetail(12);
    const gallery = await screen.findByRole('list', { name: 'Photos de Au Bon Pain' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((photo) => [photo.getAttribute('src'), photo.getAttribute('alt')])).toEqual([
      ['/media/a.jpg', 'Au Bon Pain, photo 1 sur 2'],
      ['/media/b.jpg', 'Au Bon Pain, photo 2 sur 2'],
    ]);
    cleanup();
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12);
    await screen.findByRole('heading', { name: 'Horaires d’ouverture' });
    expect(screen.queryByRole('heading', { name: 'La boutique en photos' })).toBeNull();
  });

  it('shows the loading text, then the header, badges, chips, hours, location and directions link', async () => {
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12);
    expect(screen.getByText('Chargement des données en cours...')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Au Bon Pain' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/boulangeries/12/public/');
    expect(within(screen.getByTestId('open-badge')).getByText('Ouvert · ferme à 13 h')).toBeTruthy();
    expect(screen.getByText('Pain disponible maintenant')).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Produits disponibles' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['café', 'viennoiseries']);
    // « Bio » is a label beside the name, not a stock among the products.
    expect(screen.getByText('Bio', { selector: '.bakery-hero__label' })).toBeTruthy();

    const call = screen.getByRole('link', { name: /^Appeler la boulangerie/ });
    expect(call.getAttribute('href')).toBe('tel:0123456789');

    const table = screen.getByRole('table', { name: "Horaires d'ouverture" });
    const rows = within(table).getAllByRole('row').slice(2);
    // Row headers are named by the full day (the short label is hidden from assistive technology).
    expect(within(table).getByRole('rowheader', { name: /^Mercredi 11\s*\(aujourd’hui\)$/ })).toBeTruthy();
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lun. 9Lundi 9Fermé————',
      'Mar. 10Mardi 10Ouvert07:0013:0015:3019:30',
      'Mer. 11Mercredi 11 (aujourd’hui)Ouvert maintenant07:0013:0015:3019:30',
      'Jeu. 12Jeudi 12Ouvert07:0013:0015:3019:30',
      'Ven. 13Vendredi 13Ouvert07:0013:0015:3019:30',
      'Sam. 14Samedi 14Ouvert07:0013:00——',
      'Dim. 15Dimanche 15Fermé————',
    ]);

    expect(screen.getByTestId('today-hours').textContent).toBe('De 7\u00a0h à 13\u00a0h et de 15\u00a0h\u00a030 à 19\u00a0h\u00a030');
    expect(screen.getByTestId('bakery-address').textContent).toBe('12 rue de Rivoli75004 Paris');
    const directions = screen.getByRole('link', { name: "Voir l'itinéraire" });
    expect(directions.getAttribute('href')).toBe('/itineraire?lng=2.3601&lat=48.8553&nom=Au+Bon+Pain&id=12');
    expect(screen.getByRole('link', { name: 'Itinéraire' }).getAttribute('href')).toBe(
      '/itineraire?lng=2.3601&lat=48.8553&nom=Au+Bon+Pain&id=12',
    );
    // Visitors never read raw coordinates, in any format.
    expect(document.body.textContent).not.toMatch(/\d+[.,]\d{5,}/);
    expect(document.title).toBe('Au Bon Pain · Fournil');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Au Bon Pain (Paris) : Pain au levain cuit au feu de bois.',
    );
  });

  it('hides the call link without a phone and the coordinates without a position; says when it opens when closed', async () => {
    vi.setSystemTime(new Date('2026-03-09T09:00:00Z')); // Monday: closed
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('campagnes')
          ? jsonResponse([])
          : jsonResponse({ ...bakery, nom: '', telephone_boulangerie: '', latitude: null, longitude: null }),
      ),
    );
    renderDetail(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boulangerie sans nom' })).toBeTruthy();
    // One chip says it, once: no bread line repeating the opening time.
    expect(screen.getByTestId('open-badge').textContent).toBe('Fermé · ouvre demain à 7\u00a0h');
    expect(screen.getByTestId('bakery-status').textContent?.match(/7\u00a0h/g)).toHaveLength(1);
    expect(screen.queryByTestId('bread-line')).toBeNull();
    expect(screen.queryByText(/prochaines ouvertures/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Appeler la boulangerie/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Itinéraire' })).toBeNull();
    expect(screen.queryByRole('link', { name: "Voir l'itinéraire" })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Localisation' })).toBeNull();
    // Sharing needs nothing: it stays.
    expect(screen.getByRole('button', { name: 'Partager' })).toBeTruthy();
    expect(screen.getByTestId('today-hours').textContent).toBe('Fermé');
  });

  it('links the town up to its town page, and writes it plainly when there is no postcode to find that page by', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('campagnes')
          ? jsonResponse([])
          : jsonResponse({ ...bakery, ville: 'Lunéville', code_postal_boulangerie: '54300' }),
      ),
    );
    renderDetail(12);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumb).getByRole('link', { name: '54300 Lunéville' }).getAttribute('href')).toBe('/ville/luneville-54300');
    cleanup();

    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('campagnes')
          ? jsonResponse([])
          : jsonResponse({ ...bakery, ville: 'Lunéville', code_postal_boulangerie: '' }),
      ),
    );
    renderDetail(13);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.bakery-hero__city')?.textContent).toBe('Lunéville');
    expect(screen.queryByRole('navigation', { name: 'Fil d’Ariane' })).toBeNull();
  });

  it('puts today’s special hours in the week, marks a closure’s days and lists the coming closures', async () => {
    const withCalendar = {
      ...bakery,
      jours_feries: null,
      horaires_speciaux: [{ date: '2026-03-11', plages: [{ ouverture: '08:00', fermeture: '12:00' }] }],
      fermetures: [
        { debut: '2026-03-13', fin: '2026-03-14', motif: 'Travaux' },
        { debut: '2026-08-10', fin: '2026-08-31', motif: 'Congés annuels' },
      ],
    };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(withCalendar)),
    );
    renderDetail(12);
    const table = await screen.findByRole('table', { name: "Horaires d'ouverture" });
    // The special hours replace the lunch break of the usual Wednesday.
    expect(within(screen.getByTestId('open-badge')).getByText('Ouvert · ferme à 12 h')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Mercredi 11/ }).textContent).toBe(
      'Mer. 11Mercredi 11 (aujourd’hui)Ouvert maintenantHoraires exceptionnels08:0012:00——',
    );
    expect(within(table).getByRole('row', { name: /Vendredi 13/ }).textContent).toBe('Ven. 13Vendredi 13FerméTravaux————');
    expect(within(table).getByRole('row', { name: /Samedi 14/ }).textContent).toBe('Sam. 14Samedi 14FerméTravaux————');
    const closures = within(screen.getByRole('list', { name: 'Fermetures à venir' })).getAllByRole('listitem');
    expect(closures.map((item) => item.textContent)).toEqual([
      // Closed on Sunday and Monday every week: after Saturday 14 it really reopens on Tuesday.
      'Fermeture exceptionnelle du 13 au 14 mars : travaux · Rouvre mardi à 7\u00a0h',
      'Fermeture exceptionnelle du 10 au 31 août : congés annuels',
    ]);
  });

  it('gives assistive technology the hours as a table: its caption, day row headers, column headers, and each time cell’s headers', async () => {
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12);
    const table = await screen.findByRole('table', { name: "Horaires d'ouverture" });
    expect(table.querySelector('caption')?.textContent).toBe("Horaires d'ouverture");
    // Named by their words for assistive technology, not by the short labels on screen (« Ouv. », « Lun. 9 »).
    const columns = [
      'Jour',
      'Statut',
      'Matin',
      'Après-midi',
      'Ouverture du matin',
      'Fermeture du matin',
      'Ouverture de l’après-midi',
      'Fermeture de l’après-midi',
    ];
    expect(within(table).getAllByRole('columnheader')).toHaveLength(columns.length);
    for (const name of columns) expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    const days = ['Lundi 9', 'Mardi 10', /^Mercredi 11\s*\(aujourd’hui\)$/, 'Jeudi 12', 'Vendredi 13', 'Samedi 14', 'Dimanche 15'];
    expect(within(table).getAllByRole('rowheader')).toHaveLength(days.length);
    for (const name of days) expect(within(table).getByRole('rowheader', { name })).toBeTruthy();
    // A screen reader announces each cell with the headers it names: the afternoon's closing on Tuesday.
    const tuesday = within(table).getByRole('row', { name: /Mardi 10/ });
    const cells = within(tuesday).getAllByRole('cell');
    expect(cells.map((cell) => headersOf(cell))).toEqual([
      ['Statut', 'Mardi 10'],
      ['Matin', 'Ouverture du matin', 'Mardi 10'],
      ['Matin', 'Fermeture du matin', 'Mardi 10'],
      ['Après-midi', 'Ouverture de l’après-midi', 'Mardi 10'],
      ['Après-midi', 'Fermeture de l’après-midi', 'Mardi 10'],
    ]);
    expect(cells[4]?.textContent).toBe('19:30');
  });

  it('reads « Fermé pour congés… » during a closure, with no bread badge to repeat it', async () => {
    const onHoliday = {
      ...bakery,
      jours_feries: 'habituels',
      horaires_speciaux: [],
      fermetures: [{ debut: '2026-03-02', fin: '2026-03-31', motif: 'Congés annuels' }],
    };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(onHoliday)),
    );
    renderDetail(12);
    expect(await screen.findByText("Fermé pour congés annuels jusqu'au 31 mars")).toBeTruthy();
    expect(screen.queryByTestId('bread-badge')).toBeNull();
    expect(screen.queryByText(/prochaines ouvertures/)).toBeNull();
    expect(screen.queryByText('Ouvert maintenant')).toBeNull();
  });

  it('gives each availability flag the time it was last set while open', async () => {
    vi.setSystemTime(new Date('2026-03-11T16:25:00+01:00')); // Wednesday, open
    const setAt = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    const fresh = {
      ...bakery,
      disponibilites_maj: [setAt('2026-03-11T16:05:00+01:00'), setAt('2026-03-11T07:00:00+01:00'), null, null, null],
    };
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(fresh)));
    renderDetail(12);
    // One bread line with its age; the other products as small chips, without their times; « Bio » a label.
    expect((await screen.findByTestId('bread-line')).textContent).toBe('Pain disponible maintenant · mis à jour il y a 20 min');
    expect(
      within(screen.getByRole('list', { name: 'Produits disponibles' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['café', 'viennoiseries']);
    expect(screen.queryByText(/Café : disponible/)).toBeNull();
  });

  it('shows the published campaign with its link, or the no-image text', async () => {
    const campaign = {
      id: 3,
      nom_campagne: 'Galettes des rois',
      description: 'Toute la semaine.',
      url_site_boulanger: 'https://aubonpain.fr',
      formule: 'payante',
      images: [],
    };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([campaign]) : jsonResponse(bakery)),
    );
    renderDetail(12);
    expect(await screen.findByRole('heading', { level: 2, name: 'Galettes des rois' })).toBeTruthy();
    expect(screen.getByText("Pas d'image pour cette offre.")).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Découvrir le site du boulanger/ });
    expect(link.getAttribute('href')).toBe('https://aubonpain.fr/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('puts the sections in the order people need them: name, status, actions, today, week, products, words, photos, campaign, map', async () => {
    const campaign = {
      id: 3,
      nom_campagne: 'Galettes des rois',
      description: 'Toute la semaine.',
      url_site_boulanger: '',
      formule: 'payante',
      images: [],
    };
    const withPhotos = { ...bakery, images: [{ id: 1, image: '/media/a.jpg' }] };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([campaign]) : jsonResponse(withPhotos)),
    );
    renderDetail(12);
    await screen.findByRole('heading', { level: 2, name: 'Galettes des rois' });
    const inOrder = [
      screen.getByRole('heading', { level: 1, name: 'Au Bon Pain' }),
      screen.getByTestId('open-badge'),
      screen.getByTestId('bread-line'),
      screen.getByRole('list', { name: 'Produits disponibles' }),
      screen.getByRole('link', { name: 'Itinéraire' }),
      screen.getByRole('link', { name: /^Appeler la boulangerie/ }),
      screen.getByRole('button', { name: 'Partager' }),
      screen.getByRole('heading', { name: 'Aujourd’hui' }),
      screen.getByTestId('today-hours'),
      screen.getByTestId('bakery-address'),
      screen.getByRole('heading', { name: 'Horaires d’ouverture' }),
      screen.getByRole('heading', { name: 'Informations générales' }),
      screen.getByRole('heading', { name: 'La boutique en photos' }),
      screen.getByRole('heading', { level: 2, name: 'Galettes des rois' }),
      screen.getByRole('heading', { name: 'Localisation' }),
    ];
    for (let index = 1; index < inOrder.length; index += 1) {
      const [before, after] = [inOrder[index - 1]!, inOrder[index]!];
      expect(
        before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING,
        `${before.textContent} avant ${after.textContent}`,
      ).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /^Appeler la boulangerie/ }).getAttribute('href')).toBe('tel:0123456789');
  });

  it('copies the page’s link and says « Lien copié » where the device cannot share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(await screen.findByText('Lien copié')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/boulangerie/12`);
  });

  it('shows the link to copy by hand when the clipboard refuses too', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    const field = await screen.findByLabelText('Copiez le lien de la page :');
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/boulangerie/12`);
    expect(screen.queryByText('Lien copié')).toBeNull();
  });

  it('uses the device’s share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Au Bon Pain', url: `${window.location.origin}/boulangerie/12` }));
    expect(screen.queryByText('Lien copié')).toBeNull();
  });

  it('shows a listing honestly: hours to confirm with the source’s text, bread untold, no product chip, and the credits', async () => {
    const listing = makeListingDetail();
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(listing)),
    );
    renderDetail(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boulangerie du Canal' })).toBeTruthy();
    expect(within(screen.getByTestId('open-badge')).getByText('Horaires à confirmer')).toBeTruthy();
    expect(screen.getByTestId('bread-line').textContent).toBe('Disponibilité non renseignée');
    expect(screen.getByTestId('hours-unknown').textContent).toBe(
      'Horaires à confirmer · Selon la source : Mo-Fr 07:00-13:00,15:30-19:30; PH off',
    );
    expect(screen.getByTestId('today-hours').textContent).toBe('Horaires à confirmer');
    expect(screen.queryByText(/Fermé/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Produits disponibles' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'boulangerie-du-canal.example' }).getAttribute('href')).toBe(
      'https://boulangerie-du-canal.example',
    );
    const credits = screen.getByRole('region', { name: 'Sources des informations' });
    const osm = within(credits).getByRole('link', { name: "© les contributeurs d'OpenStreetMap" });
    expect(osm.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(osm.parentElement?.textContent).toBe("© les contributeurs d'OpenStreetMap (ODbL)");
    expect(within(credits).getByText('Insee, base Sirene (Licence Ouverte), mise à jour le 12 novembre 2026')).toBeTruthy();
  });

  it('says « Horaires non renseignés » for a listing without hours, and credits only the sources it has', async () => {
    const listing = makeListingDetail({
      horaires_statut: 'non_renseignes',
      horaires_source: null,
      sources: [{ source: 'osm', id: 'node/9', url: 'https://www.openstreetmap.org/node/9', maj: '2026-11-12' }],
    });
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(listing)),
    );
    renderDetail(12, ({ hoursKnown }) => (hoursKnown ? <p>Offre d’alerte</p> : <p>Sans offre d’alerte</p>));
    expect(await screen.findByTestId('hours-unknown')).toBeTruthy();
    // The page tells its extras the hours are unknown: the route then offers no alert (an « ouverture » alert
    // would never come) but keeps the report block.
    expect(screen.queryByText('Offre d’alerte')).toBeNull();
    expect(screen.getByText('Sans offre d’alerte')).toBeTruthy();
    expect(screen.getByTestId('hours-unknown').textContent).toBe('Horaires non renseignés');
    const credits = screen.getByRole('region', { name: 'Sources des informations' });
    expect(within(credits).queryByText(/Insee/)).toBeNull();
  });

  it('credits nobody on an owner’s bakery without sources, and offers its alerts', async () => {
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(bakery)));
    renderDetail(12, () => <p>Offre d’alerte</p>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Au Bon Pain' })).toBeTruthy();
    expect(screen.getByText('Offre d’alerte')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sources des informations' })).toBeNull();
  });

  it('shows a clear message in a red box for an unknown bakery', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Boulangerie introuvable.' }, 404));
    renderDetail(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boulangerie introuvable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('n’existe pas');
    expect(document.title).toBe('Boulangerie introuvable · Fournil');
  });

  it('does not call the API for an invalid id', () => {
    renderDetail(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Boulangerie introuvable' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
