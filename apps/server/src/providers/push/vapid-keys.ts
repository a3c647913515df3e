// The VAPID key pair that signs every push request (RFC 8292; docs/alerts.md, "Keys"). From the
// configuration; outside production, when unset, a pair is generated once into DATA_DIR and reused,
// so browsers subscribed in development keep receiving after a restart.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config/index.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY_FILE = 'vapid-keys.json';

export function loadVapidKeys(config: Pick<Config, 'alerts' | 'dataDir' | 'isProduction'>): VapidKeys {
  const { vapidPublicKey, vapidPrivateKey } = config.alerts;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  // config/production-rules.ts refuses this start already; a second guard costs nothing.
  if (config.isProduction) throw new Error('VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY sont obligatoires en production.');
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a pair another process wrote first.
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') throw new Error(`${file} : clés VAPID illisibles.`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
