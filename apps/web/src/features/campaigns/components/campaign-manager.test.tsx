import { CAMPAIGN_MESSAGES, type TBakeryAdStatus, type TCampaign } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CampaignManager } from './campaign-manager';

const bakery = (overrides: Partial<TBakeryAdStatus> = {}): TBakeryAdStatus => ({ id: 1, nom: 'Au Bon Pain', ville: 'Paris', paid_this_month: false, has_active_campaign: false, subscription_active: false, ...overrides });
const campaign = (overrides: Partial<TCampaign> = {}): TCampaign => ({
  id: 10,
  boulangerie: 1,
  nom_campagne: 'Galette des rois',
  description: '',
  formule: 'payante',
  url_site_boulanger: '',
  ends_on: null,
  etat: 'brouillon',
  images: [],
  stats: { vues: 3, clics: 1, jours: 30 },
  ...overrides,
});

describe('CampaignManager', () => {
  const fetchMock = stubFetch();
  const onCheckout = vi.fn();
  let bakeries: TBakeryAdStatus[];
  let campaigns: TCampaign[];

  function answer(handler?: (url: string, init: RequestInit | undefined) => Response | undefined) {
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      const custom = handler?.(url, init);
      if (custom) return Promise.resolve(custom);
      if (url.includes('/api/config/')) return Promise.resolve(jsonResponse({ payment_provider_name: 'Simulation' }));
      if (url.endsWith('/api/regiepub/boulangeries/')) return Promise.resolve(jsonResponse(bakeries));
      if (url.endsWith('/api/regiepub/campagnes-publicitaires/') && (!init?.method || init.method === 'GET')) return Promise.resolve(jsonResponse(campaigns));
      return Promise.resolve(jsonResponse({ detail: 'inattendu' }, 500));
    });
  }

  function renderManager(paymentSuccess = false) {
    renderWithProviders(<CampaignManager paymentSuccess={paymentSuccess} onCheckout={onCheckout} />);
  }

  beforeEach(() => {
    onCheckout.mockReset();
    bakeries = [bakery(), bakery({ id: 2, nom: 'La Mie Dorée', ville: 'Lyon', paid_this_month: true })];
    campaigns = [campaign()];
  });

  it('disables Publier with the Paiement requis badge and the provider message when the month is unpaid', async () => {
    answer();
    renderManager();
    const row = (await screen.findByRole('row', { name: /Galette des rois/ })) as HTMLElement;
    const publish = within(row).getByRole('button', { name: 'Publier' });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    expect(publish.classList.contains('is-greyed')).toBe(true);
    expect(within(row).getByText(CAMPAIGN_MESSAGES.badgePaymentRequired)).toBeTruthy();
    expect(within(row).getByText(CAMPAIGN_MESSAGES.paymentNotCurrent('Simulation'), { exact: false })).toBeTruthy();
    expect(within(row).getByText('Brouillon')).toBeTruthy();
    expect(within(row).getByText('3 vues · 1 clic')).toBeTruthy();
    // Cards: the unpaid bakery with a campaign offers to pay; the paid one without campaign says so.
    expect(screen.getByRole('button', { name: 'Régler pour Au Bon Pain' })).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.paidThisMonth)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.noCampaign)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('disables Publier with Déjà une campagne active when another campaign is active', async () => {
    bakeries = [bakery({ paid_this_month: true, has_active_campaign: true })];
    campaigns = [campaign({ id: 11, nom_campagne: 'En ligne', etat: 'active' }), campaign()];
    answer();
    renderManager();
    const row = (await screen.findByRole('row', { name: /Galette des rois/ })) as HTMLElement;
    expect((within(row).getByRole('button', { name: 'Publier' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByText(CAMPAIGN_MESSAGES.badgeAlreadyActive)).toBeTruthy();
    const active = screen.getByRole('row', { name: /En ligne/ });
    expect((within(active).getByRole('button', { name: 'Dépublier' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(active).getByText('Active')).toBeTruthy();
  });

  it('asks Confirmer suppression ? before deleting; Non cancels, Oui deletes', async () => {
    let deleted = false;
    answer((url, init) => {
      if (init?.method === 'DELETE' && url.endsWith('/campagnes-publicitaires/10/')) {
        deleted = true;
        campaigns = [];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderManager();
    const row = (await screen.findByRole('row', { name: /Galette des rois/ })) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Supprimer' }));
    expect(within(row).getByText(CAMPAIGN_MESSAGES.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Non' }));
    expect(within(row).queryByText(CAMPAIGN_MESSAGES.deleteConfirm)).toBeNull();
    expect(deleted).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.deleted)).toBeTruthy();
    expect(deleted).toBe(true);
  });

  it('creates a draft, shows the success message, and resets with Créer une nouvelle campagne', async () => {
    let sent: FormData | undefined;
    answer((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/api/regiepub/campagnes-publicitaires/')) {
        sent = init.body as FormData;
        return jsonResponse(campaign({ id: 12, nom_campagne: 'Pain de seigle' }), 201);
      }
      return undefined;
    });
    renderManager();
    await screen.findByRole('option', { name: 'Au Bon Pain - Paris' });
    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }));
    expect(await screen.findByText('Choisissez une boulangerie.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Boulangerie *'), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom de la campagne *' }), { target: { value: 'Pain de seigle' } });
    fireEvent.change(screen.getByLabelText('Site du boulanger'), { target: { value: 'pas une url' } });
    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }));
    expect(await screen.findByText(/Adresse de site invalide/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Site du boulanger'), { target: { value: 'https://seigle.example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.created)).toBeTruthy();
    expect(Object.fromEntries(sent!.entries())).toEqual({ boulangerie: '1', nom_campagne: 'Pain de seigle', description: '', formule: 'payante', url_site_boulanger: 'https://seigle.example.fr', etat: 'brouillon' });

    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createAnother }));
    expect((screen.getByRole('textbox', { name: 'Nom de la campagne *' }) as HTMLInputElement).value).toBe('');
  });

  it('opens the payment dialog and goes to the checkout, or shows the error', async () => {
    let fail = true;
    answer((url, init) => {
      if (url.endsWith('/api/payments/create-payment-session/')) {
        expect(JSON.parse(String(init?.body))).toEqual({ boulangerie_id: 1 });
        return fail ? jsonResponse({}, 502) : jsonResponse({ session_id: 'sim_1', checkout_url: '/paiement/simulation/sim_1' });
      }
      return undefined;
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Régler pour Au Bon Pain' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(CAMPAIGN_MESSAGES.payDialog)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer 15€' }));
    expect(await within(dialog).findByText("Erreur lors de l'initialisation du paiement Simulation.")).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer 15€' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/paiement/simulation/sim_1'));
  });

  it('shows the payment success notice after ?payment_success=1', async () => {
    answer();
    renderManager(true);
    expect(await screen.findByText(CAMPAIGN_MESSAGES.paymentSuccess)).toBeTruthy();
  });
});
