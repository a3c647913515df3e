import {
  CAMPAIGN_FIELD_MESSAGES,
  CAMPAIGN_MESSAGES,
  MY_PAYMENTS_MESSAGES,
  parisDay,
  type TBakeryAdStatus,
  type TCampaign,
} from '@fournil/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CampaignManager } from './campaign-manager';

// jsdom decodes no image: the reduction is tested on its own (lib/prepare-image.test.ts) and in the journeys.
const prepareImage = vi.hoisted(() => vi.fn((file: File) => Promise.resolve({ ok: true as const, file })));
vi.mock('@/lib/prepare-image', async (importOriginal) => ({ ...(await importOriginal<object>()), prepareImage }));

const bakeries: TBakeryAdStatus[] = [
  { id: 1, nom: 'Au Bon Pain', ville: 'Paris', paid_this_month: true, has_active_campaign: false, subscription_active: false },
];
const campaign = (id: number, nom: string, images: TCampaign['images'] = []): TCampaign => ({
  id,
  boulangerie: 1,
  nom_campagne: nom,
  description: 'Frangipane',
  formule: 'payante',
  url_site_boulanger: '',
  ends_on: null,
  etat: 'brouillon',
  images,
  stats: { vues: 0, clics: 0, jours: 30 },
});

describe('CampaignManager inline edit form', () => {
  const fetchMock = stubFetch();
  let campaigns: TCampaign[];
  let requests: { url: string; method: string; body: unknown }[];

  beforeEach(() => {
    campaigns = [campaign(10, 'Galette'), campaign(11, 'Brioche', [{ id: 5, image: '/media/a.jpg' }])];
    requests = [];
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') requests.push({ url, method, body: init?.body });
      if (url.includes('/api/config/')) return Promise.resolve(jsonResponse({ payment_provider_name: 'Stripe' }));
      if (url.endsWith('/api/regiepub/boulangeries/')) return Promise.resolve(jsonResponse(bakeries));
      if (url.endsWith('/api/regiepub/campagnes-publicitaires/')) return Promise.resolve(jsonResponse(campaigns));
      if (method === 'PATCH' && url.endsWith('/10/')) {
        campaigns = [{ ...campaigns[0]!, nom_campagne: 'Galette 2' }, campaigns[1]!];
        return Promise.resolve(jsonResponse(campaigns[0]));
      }
      if (method === 'POST' && url.endsWith('/11/images/')) {
        // The server refuses the fake JPEG, and takes a real one.
        const file = (init?.body as FormData).get('image') as File;
        if (file.name === 'affiche.jpg') return Promise.resolve(jsonResponse({ image: [CAMPAIGN_MESSAGES.unsupportedFile] }, 415));
        campaigns = [campaigns[0]!, { ...campaigns[1]!, images: [...campaigns[1]!.images, { id: 6, image: '/media/b.jpg' }] }];
        return Promise.resolve(jsonResponse(campaigns[1]));
      }
      if (method === 'DELETE' && url.endsWith('/11/images/5/supprimer/')) {
        campaigns = [campaigns[0]!, { ...campaigns[1]!, images: [] }];
        return Promise.resolve(jsonResponse(campaigns[1]));
      }
      return Promise.resolve(jsonResponse({}, 500));
    });
  });

  function renderManager() {
    renderWithProviders(<CampaignManager paymentSuccess={false} onCheckout={() => {}} />);
  }

  it('edits one campaign at a time, sends only the changed fields, and closes with Annuler', async () => {
    renderManager();
    const first = (await screen.findByRole('row', { name: /Galette/ })) as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Modifier' }));
    expect(screen.getByRole('form', { name: 'Modifier Galette' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('row', { name: /Brioche/ })).getByRole('button', { name: 'Modifier' }));
    expect(screen.queryByRole('form', { name: 'Modifier Galette' })).toBeNull();
    fireEvent.click(within(screen.getByRole('form', { name: 'Modifier Brioche' })).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form', { name: /Modifier/ })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier Galette' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nom de la campagne *' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Le nom de la campagne est obligatoire.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nom de la campagne *' }), { target: { value: 'Galette 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.saved)).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(Object.fromEntries((patch.body as FormData).entries())).toEqual({ nom_campagne: 'Galette 2' });
  });

  it('sends an emptied description and site address as empty strings, and nothing else', async () => {
    campaigns = [{ ...campaign(10, 'Galette'), url_site_boulanger: 'https://galette.example.fr' }, campaign(11, 'Brioche')];
    renderManager();
    fireEvent.click(within((await screen.findByRole('row', { name: /Galette/ })) as HTMLElement).getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier Galette' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Site du boulanger'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.saved)).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(Object.fromEntries((patch.body as FormData).entries())).toEqual({ description: '', url_site_boulanger: '' });
  });

  it('says Aucune modification à enregistrer. without sending anything when nothing changed', async () => {
    renderManager();
    fireEvent.click(within((await screen.findByRole('row', { name: /Galette/ })) as HTMLElement).getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier Galette' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.nothingToChange)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('sets an end date, refuses a past one, and clears it as an empty string', async () => {
    campaigns = [{ ...campaign(10, 'Galette'), ends_on: '2099-01-31' }, campaign(11, 'Brioche')];
    renderManager();
    const row = (await screen.findByRole('row', { name: /Galette/ })) as HTMLElement;
    expect(within(row).getByText("jusqu'au 31 janvier 2099")).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier Galette' });
    const endsOn = within(form).getByLabelText(MY_PAYMENTS_MESSAGES.endsOnLabel) as HTMLInputElement;
    expect(endsOn.value).toBe('2099-01-31');
    expect(endsOn.min).toBe(parisDay(new Date()));
    fireEvent.change(endsOn, { target: { value: '2020-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(CAMPAIGN_FIELD_MESSAGES.endsOnPast)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    fireEvent.change(endsOn, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.saved)).toBeTruthy();
    expect(Object.fromEntries((requests.find((request) => request.method === 'PATCH')!.body as FormData).entries())).toEqual({
      ends_on: '',
    });
  });

  it('shows the server message for a refused image and Image supprimée. after a delete', async () => {
    renderManager();
    fireEvent.click(within((await screen.findByRole('row', { name: /Brioche/ })) as HTMLElement).getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier Brioche' });
    const input = within(form).getByLabelText(/Ajouter des images/);
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'affiche.jpg', { type: 'image/jpeg' })] } });
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.imageRefused('affiche.jpg', CAMPAIGN_MESSAGES.unsupportedFile))).toBeTruthy();
    // A wrong type never leaves the browser.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.imageRefused('notes.txt', CAMPAIGN_MESSAGES.unsupportedFile))).toBeTruthy();
    expect(requests.filter((request) => request.url.endsWith('/images/'))).toHaveLength(1);

    fireEvent.click(within(form).getByRole('button', { name: 'Supprimer l’image 1' }));
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.imageDeleted)).toBeTruthy();
  });

  it('sends each image on its own: a refused one is named, the other one is added', async () => {
    renderManager();
    fireEvent.click(within((await screen.findByRole('row', { name: /Brioche/ })) as HTMLElement).getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier Brioche' });
    fireEvent.change(within(form).getByLabelText(/Ajouter des images/), {
      target: {
        files: [new File(['%PDF'], 'affiche.jpg', { type: 'image/jpeg' }), new File(['jpeg'], 'brioche.jpg', { type: 'image/jpeg' })],
      },
    });
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.imageUploaded)).toBeTruthy();
    expect(within(form).getByText(CAMPAIGN_MESSAGES.imageRefused('affiche.jpg', CAMPAIGN_MESSAGES.unsupportedFile))).toBeTruthy();
    const uploads = requests.filter((request) => request.url.endsWith('/images/'));
    expect(uploads.map((request) => (request.body as FormData).getAll('image').map((file) => (file as File).name))).toEqual([
      ['affiche.jpg'],
      ['brioche.jpg'],
    ]);
    expect(await within(form).findByRole('group', { name: 'Images (2/5)' })).toBeTruthy();
  });
});
