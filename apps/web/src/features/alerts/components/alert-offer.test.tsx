import { ALERT_MESSAGES, type TAlert } from '@fournil/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/stub-fetch';
import { WithNavigator } from '@/testing/navigator';
import { AlertOffer } from './alert-offer';

// docs/alerts-web.md, "On the bakery page": asking for an alert, as a visitor sees it. The browser's push
// machinery is stubbed (no push service here); the API answers are the shared contract's.
const fetchMock = stubFetch({ signedIn: false });

const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPk3', auth: 'c2VjcmV0' } };
const CREATED: TAlert = {
  id: 7,
  boulangerie_id: 12,
  boulangerie_nom: 'Au Bon Pain',
  type: 'ouverture',
  la_nuit: true,
  cree_le: '2026-11-27T08:00:00Z',
  dernier_envoi: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubPush({ permission = 'granted' }: { permission?: NotificationPermission } = {}) {
  let subscription: { endpoint: string; toJSON: () => typeof SUBSCRIPTION } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION };
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return pushManager;
}

function renderOffer(props: Partial<Parameters<typeof AlertOffer>[0]> = {}) {
  return render(
    <WithNavigator>
      <AlertOffer bakeryId={12} isOpen={false} hasBread={false} isOffline={false} {...props} />
    </WithNavigator>,
  );
}

describe('AlertOffer', () => {
  beforeEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes this browser and records « Me prévenir à l’ouverture », even at night when asked', async () => {
    const pushManager = stubPush();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/alertes/config/') return json({ enabled: true, vapid_public_key: 'AQID' });
      if (url === '/api/alertes/') return json(CREATED, 201);
      if (url === '/api/alertes/liste/') return json([CREATED]);
      return json({ detail: 'inattendu' }, 500);
    });
    renderOffer();

    fireEvent.click(screen.getByLabelText(ALERT_MESSAGES.nightLabel));
    fireEvent.click(screen.getByRole('button', { name: ALERT_MESSAGES.askOpening }));

    await screen.findByText(ALERT_MESSAGES.created);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const create = fetchMock.mock.calls.find(([url]) => url === '/api/alertes/');
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      abonnement: SUBSCRIPTION,
      boulangerie_id: 12,
      type: 'ouverture',
      la_nuit: true,
    });
    // Now this browser has it: the page offers to stop it.
    screen.getByRole('button', { name: ALERT_MESSAGES.stop });
  });

  it('offers « Me prévenir quand il y a du pain » on an open bakery without bread, and nothing when there is bread', () => {
    const { rerender } = renderOffer({ isOpen: true });
    screen.getByRole('button', { name: ALERT_MESSAGES.askBread });
    rerender(
      <WithNavigator>
        <AlertOffer bakeryId={12} isOpen hasBread isOffline={false} />
      </WithNavigator>,
    );
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.askBread })).toBeNull();
  });

  it('says the notifications are blocked when the permission is refused', async () => {
    const pushManager = stubPush({ permission: 'denied' });
    fetchMock.mockResolvedValue(json({ enabled: true, vapid_public_key: 'AQID' }));
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: ALERT_MESSAGES.askOpening }));
    await screen.findByText(ALERT_MESSAGES.denied);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says alerts are unavailable when the server has them switched off', async () => {
    stubPush();
    fetchMock.mockResolvedValue(json({ enabled: false, vapid_public_key: null }));
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: ALERT_MESSAGES.askOpening }));
    await screen.findByText(ALERT_MESSAGES.disabled);
  });

  it('says the browser cannot receive notifications without Web Push', async () => {
    fetchMock.mockResolvedValue(json({ enabled: true, vapid_public_key: 'AQID' }));
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: ALERT_MESSAGES.askOpening }));
    await screen.findByText(ALERT_MESSAGES.unsupported);
  });

  it('is disabled offline, saying why', async () => {
    renderOffer({ isOffline: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: ALERT_MESSAGES.askOpening });
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Indisponible hors ligne');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('gives a favourite both alerts as switches, whatever its status, and turns one off again', async () => {
    stubPush();
    const bread: TAlert = { ...CREATED, id: 8, type: 'pain', la_nuit: false };
    let listed: TAlert[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/alertes/config/') return json({ enabled: true, vapid_public_key: 'AQID' });
      if (url === '/api/alertes/') {
        listed = [bread];
        return json(bread, 201);
      }
      if (url === '/api/alertes/liste/') return json(listed);
      if (url === '/api/alertes/8/retrait/') {
        listed = [];
        return new Response(null, { status: 204 });
      }
      return json({ detail: 'inattendu' }, 500);
    });
    // Open with bread: a bakery that is not a favourite offers nothing now.
    renderOffer({ isOpen: true, hasBread: true, isFavourite: true });
    const breadSwitch = screen.getByRole<HTMLInputElement>('switch', { name: ALERT_MESSAGES.askBread });
    const openingSwitch = screen.getByRole<HTMLInputElement>('switch', { name: ALERT_MESSAGES.askOpening });
    expect([breadSwitch.checked, openingSwitch.checked]).toEqual([false, false]);

    fireEvent.click(breadSwitch);
    await screen.findByText(ALERT_MESSAGES.created);
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/alertes/')?.[1]?.body))).toMatchObject({
      boulangerie_id: 12,
      type: 'pain',
      la_nuit: false,
    });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('switch', { name: ALERT_MESSAGES.askBread }).checked).toBe(true));

    fireEvent.click(screen.getByRole('switch', { name: ALERT_MESSAGES.askBread }));
    await screen.findByText(ALERT_MESSAGES.removed);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: ALERT_MESSAGES.askBread }).checked).toBe(false);
  });
});
