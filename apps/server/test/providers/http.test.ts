// Third-party answers are read up to a byte cap: a router, a geocoder or INSEE that answers too much
// (with a Content-Length, or chunked without one) is treated as down, and the visitor gets the same
// answer as during an outage — never a 5xx. Local peers speak each service's wire format.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MAX_BODY_BYTES, createGeocoder } from '../../src/providers/geocoding/index.js';
import { getJson, ProviderUnavailableError } from '../../src/providers/http.js';
import { OSRM_MAX_BODY_BYTES } from '../../src/providers/routing/index.js';
import { INSEE_MAX_BODY_BYTES } from '../../src/providers/siren/insee-siren-checker.js';
import { bearer, login, registerConfirmed } from '../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';

type Delivery = 'declared' | 'chunked';

/** `body` as JSON followed by spaces (still valid JSON) up to exactly `bytes` bytes. */
function padded(body: unknown, bytes: number): Buffer {
  const text = JSON.stringify(body);
  return Buffer.from(text + ' '.repeat(bytes - Buffer.byteLength(text)));
}

/** With a Content-Length, or chunked in 64 KiB pieces (no Content-Length), stopping if the client leaves. */
function send(response: http.ServerResponse, body: Buffer, delivery: Delivery): void {
  response.on('error', () => {});
  if (delivery === 'declared') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  let offset = 0;
  const writeMore = (): void => {
    while (offset < body.length && !response.destroyed) {
      const chunk = body.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', writeMore);
        return;
      }
    }
    if (!response.destroyed) response.end();
  };
  writeMore();
}

const OSRM_OK = {
  code: 'Ok',
  routes: [
    {
      distance: 1234.5,
      duration: 300.2,
      weight: 300.2,
      weight_name: 'routability',
      geometry: {
        type: 'LineString',
        coordinates: [
          [2.3488, 48.8534],
          [2.37, 48.87],
        ],
      },
      legs: [],
    },
  ],
  waypoints: [],
};
const BAN_OK = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-1.9434, 47.3594] },
      properties: { label: '17 Route du Lac 44260 Savenay', city: 'Savenay', postcode: '44260' },
    },
  ],
};
const INSEE_OK = {
  header: { statut: 200, message: 'OK' },
  uniteLegale: {
    siren: '123456782',
    periodesUniteLegale: [
      {
        dateFin: null,
        etatAdministratifUniteLegale: 'A',
        activitePrincipaleUniteLegale: '10.71C',
        denominationUniteLegale: 'BOULANGERIE DEMO',
      },
    ],
  },
};

/** How the BAN and INSEE peers answer the next request; set by each test. */
let banAnswer: { bytes: number; delivery: Delivery } = { bytes: 0, delivery: 'declared' };
let inseeAnswer: { bytes: number; delivery: Delivery } = { bytes: 0, delivery: 'declared' };
const seen: string[] = [];

/**
 * One peer for the three services. OSRM: /too-big (Content-Length), /too-big-chunked and /fits
 * (exactly the cap, chunked) as the driving, walking and cycling servers. /echo/<delivery>/<bytes>
 * answers `{ok: true}` padded to that size.
 */
function handle(request: http.IncomingMessage, response: http.ServerResponse): void {
  const path = request.url ?? '/';
  seen.push(path);
  if (path.startsWith('/too-big/')) return send(response, padded(OSRM_OK, OSRM_MAX_BODY_BYTES + 1), 'declared');
  if (path.startsWith('/too-big-chunked/')) return send(response, padded(OSRM_OK, 2 * OSRM_MAX_BODY_BYTES), 'chunked');
  if (path.startsWith('/fits/')) return send(response, padded(OSRM_OK, OSRM_MAX_BODY_BYTES), 'chunked');
  if (path.startsWith('/search/')) return send(response, padded(BAN_OK, banAnswer.bytes), banAnswer.delivery);
  if (path.startsWith('/api-sirene/3.11/siren/')) return send(response, padded(INSEE_OK, inseeAnswer.bytes), inseeAnswer.delivery);
  const echo = /^\/echo\/(declared|chunked)\/(\d+)$/.exec(path);
  if (echo) return send(response, padded({ ok: true }, Number(echo[2])), echo[1] as Delivery);
  response.writeHead(404).end();
}

let peer: http.Server;
let base = '';
let t: TestApp;
let clock = 0;
let lea = '';

beforeAll(async () => {
  peer = http.createServer(handle);
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  // The geocoder skips the BAN for 30 s after a failure: its clock is ours, so each test asks it again.
  const geocoder = createGeocoder({ geocoderUrl: base, log: { warn: () => {}, info: () => {} }, now: () => clock });
  t = await buildTestApp(
    {
      ROUTER_URL_DRIVING: `${base}/too-big`,
      ROUTER_URL_WALKING: `${base}/too-big-chunked`,
      ROUTER_URL_CYCLING: `${base}/fits`,
      INSEE_API_KEY: 'cle-insee-de-test',
      INSEE_API_URL: `${base}/api-sirene/3.11`,
    },
    { providers: { geocoder } },
  );
  await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
  lea = (await login(t.app, 'lea@example.fr')).access;
});
afterAll(async () => {
  await t?.close();
  peer?.closeAllConnections();
  await new Promise((resolve) => peer?.close(resolve));
});

describe('getJson({ maxBytes })', () => {
  const cap = 100_000;

  it('reads a body of exactly maxBytes, with or without a Content-Length', async () => {
    for (const delivery of ['declared', 'chunked'] as const) {
      expect(await getJson('peer', `${base}/echo/${delivery}/${cap}`, { timeoutMs: 5_000, maxBytes: cap })).toEqual({
        status: 200,
        body: { ok: true },
      });
    }
  });

  it('refuses one byte more with ProviderUnavailableError, declared or chunked', async () => {
    for (const delivery of ['declared', 'chunked'] as const) {
      const read = getJson('peer', `${base}/echo/${delivery}/${cap + 1}`, { timeoutMs: 5_000, maxBytes: cap });
      await expect(read).rejects.toBeInstanceOf(ProviderUnavailableError);
      await expect(read).rejects.toThrow(/100000-byte cap/);
    }
  });
});

describe('GET /api/geo/route/ when the router answers more than 2 MiB', () => {
  const trip = 'from_lat=48.8534&from_lng=2.3488&to_lat=48.87&to_lng=2.37';

  it('answers 503 « Itinéraire momentanément indisponible. », as when the router is down, for a declared or a chunked body', async () => {
    for (const [mode, prefix] of [
      ['driving', '/too-big/'],
      ['walking', '/too-big-chunked/'],
    ] as const) {
      const before = seen.length;
      const response = await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=${mode}&${trip}` });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Itinéraire momentanément indisponible.' });
      // The router was asked: the refusal comes from the size of its answer.
      expect(seen.slice(before).some((path) => path.startsWith(prefix))).toBe(true);
    }
  });

  it('uses an answer of exactly 2 MiB', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=cycling&${trip}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mode: 'cycling', available: true, distance_km: 1.235, duration_min: 5 });
  });
});

describe('GET /api/geo/geocode/ when the BAN answers more than 256 KiB', () => {
  it('answers from the offline gazetteer, as when the BAN is down, for a declared or a chunked body', async () => {
    for (const delivery of ['declared', 'chunked'] as const) {
      clock += 60_000;
      banAnswer = { bytes: BAN_MAX_BODY_BYTES + 1, delivery };
      const before = seen.length;
      const response = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=Savenay' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        label: 'Savenay (44260)',
        lat: 47.3566,
        lng: -1.9231,
        city: 'Savenay',
        postcode: '44260',
        position_approximative: true,
      });
      expect(seen.length).toBe(before + 1);
    }
  });

  it("uses the BAN's answer of exactly 256 KiB", async () => {
    clock += 60_000;
    banAnswer = { bytes: BAN_MAX_BODY_BYTES, delivery: 'chunked' };
    const before = seen.length;
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=Savenay' });
    expect(seen.length).toBe(before + 1);
    expect(response.json()).toEqual({
      label: '17 Route du Lac 44260 Savenay',
      lat: 47.3594,
      lng: -1.9434,
      city: 'Savenay',
      postcode: '44260',
    });
  });
});

describe('POST /api/insee/auth/verify-siren/ when INSEE answers more than 256 KiB', () => {
  const verify = () =>
    t.app.inject({ method: 'POST', url: '/api/insee/auth/verify-siren/', headers: bearer(lea), payload: { siren: '123456782' } });

  it('reports a verification error (502), as for other INSEE failures, for a declared or a chunked body', async () => {
    for (const delivery of ['declared', 'chunked'] as const) {
      inseeAnswer = { bytes: INSEE_MAX_BODY_BYTES + 1, delivery };
      const before = seen.length;
      const response = await verify();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ valid: false, message: 'Erreur lors de la vérification SIREN' });
      expect(seen.length).toBe(before + 1);
    }
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(lea) });
    expect(user.json()).toMatchObject({ siren: null, siren_verified: false });
  });

  it("uses INSEE's answer of exactly 256 KiB", async () => {
    inseeAnswer = { bytes: INSEE_MAX_BODY_BYTES, delivery: 'chunked' };
    const response = await verify();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, message: 'SIREN validé comme boulangerie (INSEE)' });
  });
});
