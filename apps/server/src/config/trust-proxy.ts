// TRUST_PROXY: which peers may set the client address (X-Forwarded-For), read and handed to Fastify.
import net from 'node:net';
import { z } from 'zod';

// proxy-addr's names for address ranges, accepted in a TRUST_PROXY list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Unset: trust no proxy. `N`: trust N hops. A comma list: trust these addresses or CIDR ranges. */
export const ZTrustProxy = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) =>
      value === undefined || value === '' || /^\d{1,2}$/.test(value) || value.split(',').every((part) => isAddressOrCidr(part.trim())),
    'doit être un nombre de relais (ex. 1) ou une liste d’adresses IP ou de plages CIDR séparées par des virgules',
  )
  .transform((value): false | number | string[] => {
    if (value === undefined || value === '' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify refuses a bare hop count (it cannot check who the
 * peer is); here `N` keeps its usual meaning, the N nearest hops are proxies, which is only safe when
 * the server cannot be reached except through them (docs/production.md). A list is checked per peer.
 */
export function fastifyTrustProxy(setting: z.output<typeof ZTrustProxy>): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
