import { ALERT_MESSAGES, ALERTS_STORAGE_KEY, type TAlert } from '@fournil/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/stub-fetch';
import { WithNavigator } from '@/testing/navigator';
import { MyAlerts } from './my-alerts';

// docs/alerts-web.md, "« Mes alertes »": this browser's alerts, kept for offline, each with « Ne plus me prévenir ».
const fetchMock = stubFetch({ signedIn: false });
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPk3', auth: 'c2VjcmV0' } };
const BREAD: TAlert = {
  id: 7,
  boulangerie_id: 12,
  boulangerie_nom: 'Au Bon Pain',
  type: 'pain',
  la_nuit: false,
  cree_le: '2026-11-27T08:00:00Z',
  dernier_envoi: null,
};
const OPENING: TAlert = {
  id: 8,
  boulangerie_id: 13,
  boulangerie_nom: 'Le Fournil d’Élise',
  type: 'ouverture',
  la_nuit: true,
  cree_le: '2026-11-27T08:00:00Z',
  dernier_envoi: null,
};

function stubSubscription(): void {
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => ({ endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION })) },
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: vi.fn(async () => registration) } });
}

function renderList(isOffline = false) {
  return render(
    <WithNavigator>
      <MyAlerts isOffline={isOffline} />
    </WithNavigator>,
  );
}

describe('MyAlerts', () => {
  beforeEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('lists the server’s alerts with their bakery, kind and night setting, and removes one', async () => {
    stubSubscription();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/alertes/liste/') {
        expect(JSON.parse(String(init?.body))).toEqual({ endpoint: SUBSCRIPTION.endpoint, auth: SUBSCRIPTION.keys.auth });
        return new Response(JSON.stringify([BREAD, OPENING]), { headers: { 'Content-Type': 'application/json' } });
      }
      if (url === '/api/alertes/7/retrait/') return new Response(null, { status: 204 });
      return new Response('{}', { status: 500 });
    });
    renderList();
    const list = await screen.findByRole('list', { name: ALERT_MESSAGES.listHeading });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Au Bon Pain' }).getAttribute('href')).toBe('/boulangerie/12');
    expect(items[0]!.textContent).toContain('Quand il y a du pain · Pas entre 21 h et 7 h');
    expect(items[1]!.textContent).toContain('À l’ouverture · Même la nuit');

    fireEvent.click(within(items[0]!).getByRole('button', { name: /Ne plus me prévenir/ }));
    await screen.findByText(ALERT_MESSAGES.removed);
    expect(screen.queryByRole('link', { name: 'Au Bon Pain' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(ALERTS_STORAGE_KEY) ?? '[]')).toEqual([OPENING]);
  });

  it('offline, shows the list kept in this browser with its buttons disabled', async () => {
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([BREAD]));
    renderList(true);
    screen.getByRole('link', { name: 'Au Bon Pain' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Ne plus me prévenir/ }).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('says how to make one when there is none', async () => {
    renderList();
    await screen.findByText(ALERT_MESSAGES.listEmpty);
  });
});
