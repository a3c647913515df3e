import {
  CAMPAIGN_FIELD_MESSAGES,
  CAMPAIGN_MESSAGES,
  MY_PAYMENTS_MESSAGES,
  PAYMENT_FORM_MESSAGE_MS,
  PAYMENT_MESSAGES,
  formatEuros,
  formatMonthFr,
  parisMonthStart,
  type TBakeryAdStatus,
  type TCampaign,
} from '@fournil/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CampaignManager } from './campaign-manager';

const bakery = (overrides: Partial<TBakeryAdStatus> = {}): TBakeryAdStatus => ({
  id: 1,
  nom: 'Au Bon Pain',
  ville: 'Paris',
  paid_this_month: false,
  has_active_campaign: false,
  subscription_active: false,
  ...overrides,
});
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
      if (url.endsWith('/api/regiepub/campagnes-publicitaires/') && (!init?.method || init.method === 'GET'))
        return Promise.resolve(jsonResponse(campaigns));
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
    expect(within(row).getByText(CAMPAIGN_MESSAGES.paymentNotCurrent, { exact: false })).toBeTruthy();
    expect(within(row).getByText('Brouillon')).toBeTruthy();
    expect(within(row).getByText('3 vues · 1 clic')).toBeTruthy();
    // One way to pay the month of a draft: from the campaign, which waits for an image and says so.
    const payAndPublish = within(row).getByRole('button', { name: `Payer ${formatEuros(1500)} et publier` }) as HTMLButtonElement;
    expect(payAndPublish.disabled).toBe(true);
    expect(document.getElementById(payAndPublish.getAttribute('aria-describedby')!)?.textContent).toBe(CAMPAIGN_MESSAGES.payNeedsImage);
    // Cards: the unpaid bakery points to its campaign rather than offering a second way; the paid one without campaign says so.
    expect(screen.queryByRole('button', { name: 'Régler pour Au Bon Pain' })).toBeNull();
    expect(screen.getByText(CAMPAIGN_MESSAGES.payFromCampaign.replace(/\s/g, ' '))).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.paidThisMonth)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.noCampaign)).toBeTruthy();
    expect(screen.getByRole('link', { name: CAMPAIGN_MESSAGES.backToDashboard }).getAttribute('href')).toBe('/dashboard');
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
    expect(Object.fromEntries(sent!.entries())).toEqual({
      boulangerie: '1',
      nom_campagne: 'Pain de seigle',
      description: '',
      formule: 'payante',
      url_site_boulanger: 'https://seigle.example.fr',
      etat: 'brouillon',
    });

    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createAnother }));
    expect((screen.getByRole('textbox', { name: 'Nom de la campagne *' }) as HTMLInputElement).value).toBe('');
  });

  it('opens the payment dialog: Payer ce mois goes to the checkout, a failure shows its message for 2,5 s', async () => {
    // An active campaign whose month is unpaid: the month is paid from the bakery's card.
    bakeries = [bakery({ has_active_campaign: true })];
    campaigns = [campaign({ etat: 'active' })];
    let fail = true;
    const sent: unknown[] = [];
    answer((url, init) => {
      if (url.endsWith('/api/payments/create-payment-session/')) {
        sent.push(JSON.parse(String(init?.body)));
        return fail ? jsonResponse({}, 502) : jsonResponse({ session_id: 'sim_1', checkout_url: '/paiement/simulation/sim_1' });
      }
      return undefined;
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Régler pour Au Bon Pain' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(CAMPAIGN_MESSAGES.payDialog.replace(/\s/g, ' '), { exact: false })).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: `Payer ce mois (${formatEuros(1500)})` }));
    const error = "Erreur lors de l'initialisation du paiement.";
    expect(await within(dialog).findByText(error)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_FORM_MESSAGE_MS - 200);
    });
    expect(within(dialog).queryByText(error)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(within(dialog).queryByText(error)).toBeNull();
    vi.useRealTimers();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: `Payer ce mois (${formatEuros(1500)})` }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/paiement/simulation/sim_1'));
    expect(sent.at(-1)).toEqual({ boulangerie_id: 1, mode: 'payment' });
  });

  it("subscribes the bakery with S'abonner (15,00 € / mois)", async () => {
    // An active campaign whose month is unpaid: the month is paid from the bakery's card.
    bakeries = [bakery({ has_active_campaign: true })];
    campaigns = [campaign({ etat: 'active' })];
    const sent: unknown[] = [];
    answer((url, init) => {
      if (url.endsWith('/api/payments/create-payment-session/')) {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ session_id: 'sim_2', checkout_url: '/paiement/simulation/sim_2' });
      }
      return undefined;
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Régler pour Au Bon Pain' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: `S'abonner (${formatEuros(1500)} / mois)` }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/paiement/simulation/sim_2'));
    expect(sent).toEqual([{ boulangerie_id: 1, mode: 'subscription' }]);
  });

  it('with an image, « Payer 15,00 € et publier » says the month rule before paying and sends the campaign', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-20T10:00:00Z'), shouldAdvanceTime: true });
    campaigns = [campaign({ images: [{ id: 1, image: '/media/campagnes/a.jpg' }] })];
    const sent: unknown[] = [];
    answer((url, init) => {
      if (url.endsWith('/api/payments/create-payment-session/')) {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ session_id: 'sim_3', checkout_url: '/paiement/simulation/sim_3' });
      }
      return undefined;
    });
    renderManager();
    const row = (await screen.findByRole('row', { name: /Galette des rois/ })) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: `Payer ${formatEuros(1500)} et publier` }));
    const dialog = within(row).getByRole('dialog');
    expect(
      within(dialog).getByText(
        "Le paiement couvre le mois civil en cours, jusqu'au 31 décembre 2026 inclus, quel que soit le jour du paiement (pas de prorata).",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: `Payer ce mois (${formatEuros(1500)})` }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/paiement/simulation/sim_3'));
    expect(sent).toEqual([{ boulangerie_id: 1, mode: 'payment', campagne_id: 10 }]);
    vi.useRealTimers();
  });

  it('pre-selects the only bakery and asks no formule when there is only one', async () => {
    bakeries = [bakery()];
    answer();
    renderManager();
    const select = (await screen.findByRole('combobox', { name: 'Boulangerie *' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('1'));
    expect(screen.queryByRole('combobox', { name: 'Formule *' })).toBeNull();
  });

  it('opens the payment of the bakery named by ?payer= at once', async () => {
    bakeries = [bakery(), bakery({ id: 2, nom: 'La Mie Dorée', ville: 'Lyon', paid_this_month: false })];
    answer();
    renderWithProviders(<CampaignManager paymentSuccess={false} onCheckout={onCheckout} payBakeryId={2} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('li')?.querySelector('h3')?.textContent).toBe('La Mie Dorée');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Au Bon Pain's draft is paid from the campaign itself.
    expect(screen.getByText(CAMPAIGN_MESSAGES.payFromCampaign.replace(/\s/g, ' '))).toBeTruthy();
  });

  it('shows a running bakery subscription and cancels it with Résilier after a confirmation', async () => {
    bakeries = [bakery({ paid_this_month: true, subscription_active: true })];
    const cancelled: string[] = [];
    answer((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/api/payments/bakeries/1/subscription/cancel/')) {
        cancelled.push(url);
        bakeries = [bakery({ paid_this_month: true, subscription_active: false })];
        return jsonResponse({ detail: 'Abonnement résilié : la publication reste payée jusqu’au 30 novembre 2026.', until: null });
      }
      return undefined;
    });
    renderManager();
    expect(await screen.findByText(MY_PAYMENTS_MESSAGES.bakerySubscriptionActive)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Résilier/ }));
    fireEvent.click(screen.getByRole('button', { name: MY_PAYMENTS_MESSAGES.confirmYes }));
    expect(await screen.findByText('Abonnement résilié : la publication reste payée jusqu’au 30 novembre 2026.')).toBeTruthy();
    expect(cancelled).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(MY_PAYMENTS_MESSAGES.bakerySubscriptionActive)).toBeNull());
  });

  it('reads an active campaign of an unpaid month as « Active — en attente du paiement de {mois} »', async () => {
    bakeries = [bakery({ paid_this_month: false, has_active_campaign: true })];
    campaigns = [campaign({ etat: 'active' })];
    answer();
    renderManager();
    const row = (await screen.findByRole('row', { name: /Galette des rois/ })) as HTMLElement;
    expect(within(row).getByText(CAMPAIGN_MESSAGES.activeAwaitingPayment(formatMonthFr(parisMonthStart())))).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Dépublier' })).toBeTruthy();
  });

  it('without access: keeps Dépublier and Supprimer, greys out the rest with the reason, and hides the create form', async () => {
    bakeries = [bakery({ paid_this_month: true, has_active_campaign: true })];
    campaigns = [campaign({ id: 11, nom_campagne: 'En ligne', etat: 'active' }), campaign()];
    answer();
    renderWithProviders(<CampaignManager paymentSuccess={false} onCheckout={onCheckout} hasAccess={false} />);
    const active = (await screen.findByRole('row', { name: /En ligne/ })) as HTMLElement;
    expect((within(active).getByRole('button', { name: 'Dépublier' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(active).getByRole('button', { name: 'Supprimer' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(active).getByRole('button', { name: 'Modifier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(active).getByRole('button', { name: 'Dupliquer' }) as HTMLButtonElement).disabled).toBe(true);
    const draft = screen.getByRole('row', { name: /Galette des rois/ });
    const publish = within(draft).getByRole('button', { name: 'Publier' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(within(draft).getByText(MY_PAYMENTS_MESSAGES.accessNeeded)).toBeTruthy();
    expect(document.getElementById(publish.getAttribute('aria-describedby')!)?.textContent).toContain(PAYMENT_MESSAGES.accessRequired);
    expect(screen.getByText(MY_PAYMENTS_MESSAGES.lapsedBanner)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CAMPAIGN_MESSAGES.createButton })).toBeNull();
  });

  it('without access nor campaign: goes to the unlock screen without drawing the manager first', async () => {
    bakeries = [bakery()];
    campaigns = [];
    answer();
    renderWithProviders(<CampaignManager paymentSuccess={false} onCheckout={onCheckout} hasAccess={false} />, {
      path: '/regie-publicitaire',
      routes: { '/deverrouiller-regie': <p>Écran de déblocage</p> },
    });
    // While the campaigns load: neither the title nor the create form nor the lapsed banner.
    expect(screen.queryByRole('heading', { name: CAMPAIGN_MESSAGES.title })).toBeNull();
    expect(screen.queryByText(MY_PAYMENTS_MESSAGES.lapsedBanner)).toBeNull();
    expect(await screen.findByText('Écran de déblocage')).toBeTruthy();
  });

  it('shows Terminée for an ended campaign, greys Publier and Modifier, and Dupliquer opens the new draft', async () => {
    bakeries = [bakery({ paid_this_month: true })];
    campaigns = [campaign({ etat: 'terminee', ends_on: '2026-01-31' })];
    const copies: string[] = [];
    answer((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/campagnes-publicitaires/10/dupliquer/')) {
        copies.push(url);
        const copy = campaign({ id: 12, nom_campagne: 'Galette des rois (copie)' });
        campaigns = [copy, ...campaigns];
        return jsonResponse(copy, 201);
      }
      return undefined;
    });
    renderManager();
    const ended = (await screen.findByRole('row', { name: /jusqu'au 31 janvier 2026/ })) as HTMLElement;
    expect(within(ended).getByText('Terminée', { selector: '[data-label="État"] .badge' })).toBeTruthy();
    expect((within(ended).getByRole('button', { name: 'Publier' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(ended).getByText(CAMPAIGN_MESSAGES.ended)).toBeTruthy();
    expect((within(ended).getByRole('button', { name: 'Modifier' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(ended).getByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByText(MY_PAYMENTS_MESSAGES.duplicated)).toBeTruthy();
    expect(copies).toHaveLength(1);
    const [copyRow] = await screen.findAllByRole('row', { name: /^Galette des rois \(copie\)/ });
    expect(copyRow!.classList.contains('is-highlighted')).toBe(true);
    expect(screen.getByRole('form', { name: 'Modifier Galette des rois (copie)' })).toBeTruthy();
  });

  it('sends the end date chosen on create', async () => {
    let sent: FormData | undefined;
    answer((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/api/regiepub/campagnes-publicitaires/')) {
        sent = init.body as FormData;
        return jsonResponse(campaign({ id: 12 }), 201);
      }
      return undefined;
    });
    renderManager();
    await screen.findByRole('option', { name: 'Au Bon Pain - Paris' });
    fireEvent.change(screen.getByLabelText('Boulangerie *'), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom de la campagne *' }), { target: { value: 'Bûche' } });
    fireEvent.change(screen.getByLabelText(MY_PAYMENTS_MESSAGES.endsOnLabel), { target: { value: '2000-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }));
    expect(await screen.findByText(CAMPAIGN_FIELD_MESSAGES.endsOnPast)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(MY_PAYMENTS_MESSAGES.endsOnLabel), { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.created)).toBeTruthy();
    expect(sent!.get('ends_on')).toBe('2099-12-31');
  });

  it('shows the payment success notice after ?payment_success=1', async () => {
    answer();
    renderManager(true);
    expect(await screen.findByText(CAMPAIGN_MESSAGES.paymentSuccess)).toBeTruthy();
  });
});
