import type { TPushSubscription, TSubscriptionProof } from '@fournil/shared';
import { SERVICE_WORKER_URL } from '@/service-worker/offline-protocol';

// This browser's push subscription (docs/alerts-web.md, "Subscribing"): made once, with the server's
// VAPID public key, through the service worker; reused by every alert of this browser.

/** Why alerts cannot be made here: the browser lacks Web Push, or its notifications are refused. */
export class PushUnavailable extends Error {
  constructor(readonly reason: 'unsupported' | 'denied') {
    super(reason);
  }
}

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as the bytes `pushManager.subscribe` wants (it is sent base64url). */
export function vapidKeyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** The service worker's registration, registering it if the page has not yet (app/start-offline.tsx does it late). */
async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** The subscription as the API takes it, or null when `subscription` lacks its keys. */
export function subscriptionBody(subscription: PushSubscription): TPushSubscription | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

/** What proves a request comes from this browser: its endpoint and `auth` secret. */
export function subscriptionProof(subscription: TPushSubscription): TSubscriptionProof {
  return { endpoint: subscription.endpoint, auth: subscription.keys.auth };
}

/** This browser's current subscription, without asking anything; null when there is none. */
export async function currentSubscription(): Promise<TPushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? subscriptionBody(subscription) : null;
}

/**
 * Asks for the notifications permission (a click must lead here) and subscribes with `vapidKey`;
 * an existing subscription is reused, or replaced when it was made with another key.
 */
export async function subscribeToPush(vapidKey: string): Promise<TPushSubscription> {
  if (!isPushSupported()) throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('denied');
  const registration = await serviceWorkerRegistration();
  const options: PushSubscriptionOptionsInit = { userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidKey) };
  let subscription: PushSubscription;
  try {
    subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe(options));
  } catch (error) {
    // Made with a former key: replaced by one with the current key.
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  const body = subscriptionBody(subscription);
  if (!body) throw new PushUnavailable('unsupported');
  return body;
}
