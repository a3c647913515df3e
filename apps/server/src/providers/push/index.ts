// Web Push (RFC 8030), payloads encrypted per RFC 8291 and requests signed with VAPID (RFC 8292):
// the `web-push` library builds each request (headers and encrypted body); it is sent here with
// fetch, without following redirects, so a push service can never send us on to another host
// (docs/alerts.md, "Endpoints"). Which endpoints are allowed is decided before (modules/alerts).
import webpush from 'web-push';
import type { Config } from '../../config/index.js';
import { USER_AGENT } from '../http.js';
import { loadVapidKeys } from './vapid-keys.js';

export type PushMessage = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON the service worker reads. */
  payload: string;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
};

/** `sent`: accepted (2xx); `gone`: the push service forgot the subscription (404, 410); `failed`: anything else. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = {
  /** The VAPID public key browsers subscribe with; null when alerts are off. */
  readonly publicKey: string | null;
  send(message: PushMessage): Promise<{ outcome: PushOutcome; status: number | null }>;
};

const SEND_TIMEOUT_MS = 10_000;

export function createPushSender(config: Pick<Config, 'alerts' | 'dataDir' | 'isProduction'>, fetchImpl: typeof fetch = fetch): PushSender {
  if (!config.alerts.enabled) {
    return {
      publicKey: null,
      send: () => Promise.resolve({ outcome: 'failed', status: null }),
    };
  }
  const keys = loadVapidKeys(config);
  const vapidDetails = { subject: config.alerts.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(message) {
      const request = webpush.generateRequestDetails({ endpoint: message.endpoint, keys: message.keys }, message.payload, {
        vapidDetails,
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
      });
      const headers = { ...(request.headers as Record<string, string | number>), 'User-Agent': USER_AGENT };
      let response: Response;
      try {
        response = await fetchImpl(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
          body: request.body ? new Uint8Array(request.body) : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch {
        return { outcome: 'failed', status: null };
      }
      await response.body?.cancel().catch(() => {});
      if (response.status >= 200 && response.status < 300) return { outcome: 'sent', status: response.status };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      return { outcome: 'failed', status: response.status };
    },
  };
}
