// Our side of the public services' rate limits: the throttle on a fake clock, then each adapter wired
// to it against a local peer speaking the service's wire format (a throttle that has no turn left
// makes the adapter's fallback answer without the peer being asked).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from '../../src/providers/geocoding/index.js';
import { ProviderUnavailableError } from '../../src/providers/http.js';
import {
  createOutboundThrottle,
  ProviderThrottledError,
  throttleForService,
  UNTHROTTLED,
  type OutboundThrottle,
} from '../../src/providers/outbound-throttle.js';
import { BAN_PUBLIC_HOST, BAN_PUBLIC_RATE } from '../../src/providers/geocoding/ban-geocoder.js';
import { createRouter, RouterUnavailableError } from '../../src/providers/routing/index.js';
import { OSRM_PUBLIC_HOST, OSRM_PUBLIC_RATE } from '../../src/providers/routing/osrm-router.js';
import { createInseeSirenChecker, INSEE_PUBLIC_HOST, INSEE_PUBLIC_RATE } from '../../src/providers/siren/insee-siren-checker.js';
import { SirenProviderError } from '../../src/providers/siren/index.js';

/** Starts `count` acquisitions at once and records the fake time at which each one is granted or refused. */
function race(throttle: OutboundThrottle, count: number) {
  const outcomes: (number | 'refused')[] = Array.from({ length: count }, () => -1);
  const order: number[] = [];
  const settled = Array.from({ length: count }, (_, index) =>
    throttle.acquire().then(
      () => {
        outcomes[index] = Date.now();
        order.push(index);
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(ProviderThrottledError);
        expect(error).toBeInstanceOf(ProviderUnavailableError);
        outcomes[index] = 'refused';
      },
    ),
  );
  return { outcomes, order, settled: Promise.all(settled) };
}

describe('createOutboundThrottle (fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `limit` calls start at once, then one more each time one leaves the window, in arrival order', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = createOutboundThrottle({ provider: 'test', limit: 2, windowMs: 1_000, maxWaitMs: 2_000 });
    const { outcomes, order, settled } = race(throttle, 6);
    await vi.advanceTimersByTimeAsync(5_000);
    await settled;
    // 2 now, 2 at 1 s, 2 at 2 s: never more than 2 in any second, none refused (the last ones wait 2 s).
    expect(outcomes).toEqual([0, 0, 1_000, 1_000, 2_000, 2_000]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses at once a caller whose turn is further away than maxWaitMs, and one past the queue bound', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = createOutboundThrottle({ provider: 'test', limit: 1, windowMs: 1_000, maxWaitMs: 2_000, maxQueue: 10 });
    const { outcomes, settled } = race(throttle, 5);
    // Refusals settle without the clock moving.
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes.slice(3)).toEqual(['refused', 'refused']);
    await vi.advanceTimersByTimeAsync(3_000);
    await settled;
    expect(outcomes).toEqual([0, 1_000, 2_000, 'refused', 'refused']);

    const queued = createOutboundThrottle({ provider: 'test', limit: 10, windowMs: 1_000, maxWaitMs: 60_000, maxQueue: 2 });
    const crowd = race(queued, 14);
    await vi.advanceTimersByTimeAsync(0);
    // 10 start now, 2 wait, the next 2 find the queue full.
    expect(crowd.outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(2);
    expect(crowd.outcomes.slice(12)).toEqual(['refused', 'refused']);
    await vi.advanceTimersByTimeAsync(1_000);
    await crowd.settled;
    expect(crowd.outcomes.slice(10, 12)).toEqual([4_000, 4_000]);
  });

  it('counts over a sliding window: 30 per minute holds over every minute, not per clock minute', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = createOutboundThrottle({ provider: 'INSEE', ...INSEE_PUBLIC_RATE });
    await vi.advanceTimersByTimeAsync(59_000);
    const first = race(throttle, 30);
    await vi.advanceTimersByTimeAsync(0);
    await first.settled;
    expect(first.outcomes.every((outcome) => outcome === 59_000)).toBe(true);
    // Two seconds later a new clock minute has begun, but the last 60 s already hold 30 calls.
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(throttle.acquire()).rejects.toBeInstanceOf(ProviderThrottledError);
    await vi.advanceTimersByTimeAsync(58_000);
    await expect(throttle.acquire()).resolves.toBeUndefined();
  });

  it('applies the published rates to the public hosts only, one throttle per host shared by its URLs', async () => {
    expect(BAN_PUBLIC_RATE).toEqual({ limit: 50, windowMs: 1_000 });
    expect(OSRM_PUBLIC_RATE).toEqual({ limit: 1, windowMs: 1_000 });
    expect(INSEE_PUBLIC_RATE).toEqual({ limit: 30, windowMs: 60_000 });
    const service = { provider: 'OSRM', host: OSRM_PUBLIC_HOST, rate: OSRM_PUBLIC_RATE };
    const car = throttleForService('https://routing.openstreetmap.de/routed-car', service);
    expect(throttleForService('https://ROUTING.openstreetmap.de/routed-bike', service)).toBe(car);
    expect(car).not.toBe(UNTHROTTLED);
    expect(throttleForService('http://127.0.0.1:5000', service)).toBe(UNTHROTTLED);
    expect(throttleForService('https://osrm.example.fr', service)).toBe(UNTHROTTLED);
    const ban = throttleForService('https://api-adresse.data.gouv.fr', { provider: 'BAN', host: BAN_PUBLIC_HOST, rate: BAN_PUBLIC_RATE });
    const insee = throttleForService('https://api.insee.fr/api-sirene/3.11', {
      provider: 'INSEE',
      host: INSEE_PUBLIC_HOST,
      rate: INSEE_PUBLIC_RATE,
    });
    expect(new Set([car, ban, insee, UNTHROTTLED]).size).toBe(4);

    // The public OSRM host: one call per second for the three modes together. These throttles live in
    // the module, which the API files of a worker share (vitest.config.ts): the fake clock starts after
    // any turn another file took on the real one.
    const start = Date.now() + 60_000;
    vi.useFakeTimers({ now: start });
    const { outcomes, settled } = race(car, 4);
    await vi.advanceTimersByTimeAsync(3_000);
    await settled;
    expect(outcomes).toEqual([start, start + 1_000, start + 2_000, 'refused']);
  });
});

type Peer = { url: string; paths: string[]; close(): Promise<void> };

async function startPeer(handle: (path: string, response: http.ServerResponse) => void): Promise<Peer> {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '/');
    handle(request.url ?? '/', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: http.ServerResponse, body: unknown) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Speaks OSRM (/route/v1/…), the BAN (/search/) and INSEE Sirene (/siren/…), one answer each. */
let peer: Peer;
beforeAll(async () => {
  peer = await startPeer((path, response) => {
    if (path.includes('/route/v1/')) {
      const coordinates: [number, number][] = [
        [2.3488, 48.8534],
        [2.37, 48.87],
      ];
      return json(response, {
        code: 'Ok',
        routes: [{ distance: 1234.5, duration: 300, geometry: { type: 'LineString', coordinates } }],
        waypoints: [],
      });
    }
    if (path.startsWith('/search/')) {
      return json(response, {
        type: 'FeatureCollection',
        features: [
          {
            geometry: { coordinates: [-1.9434, 47.3594] },
            properties: { label: '17 Route du Lac 44260 Savenay', city: 'Savenay', postcode: '44260' },
          },
        ],
      });
    }
    if (path.startsWith('/siren/')) {
      return json(response, {
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
      });
    }
    response.writeHead(404).end();
  });
});
afterAll(async () => {
  await peer?.close();
});

/** One turn per minute, no waiting: the second call is over the rate. */
const oneTurn = (provider: string) => createOutboundThrottle({ provider, limit: 1, windowMs: 60_000, maxWaitMs: 0 });
const silentLog = () => ({ warn: vi.fn(), info: vi.fn() });

describe('adapters wired to their throttle', () => {
  it('the router says it is unavailable over its rate (not "no route"), without asking OSRM or logging an outage', async () => {
    const log = silentLog();
    const urls = { driving: `${peer.url}/car`, walking: `${peer.url}/foot`, cycling: `${peer.url}/bike` };
    const router = createRouter({ routerUrls: urls, log, throttles: { driving: oneTurn('OSRM driving') } });
    const before = peer.paths.length;
    expect(await router.route('driving', { lat: 48.8534, lng: 2.3488 }, { lat: 48.87, lng: 2.37 })).toMatchObject({ distanceM: 1234.5 });
    await expect(router.route('driving', { lat: 48.86, lng: 2.35 }, { lat: 48.87, lng: 2.37 })).rejects.toBeInstanceOf(
      RouterUnavailableError,
    );
    expect(peer.paths.length).toBe(before + 1);
    expect(log.warn).not.toHaveBeenCalled();
    // Other modes have their own budget here (an unthrottled test peer).
    expect(await router.route('walking', { lat: 48.86, lng: 2.35 }, { lat: 48.87, lng: 2.37 })).not.toBeNull();
  });

  it('the geocoder answers from the gazetteer over the BAN rate, and asks the BAN again at the next turn', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      const log = silentLog();
      const geocoder = createGeocoder({ geocoderUrl: peer.url, log, throttle: oneTurn('BAN') });
      const before = peer.paths.length;
      expect(await geocoder.search('17 route du lac savenay')).toMatchObject({ label: '17 Route du Lac 44260 Savenay' });
      expect(await geocoder.search('Savenay')).toMatchObject({ label: 'Savenay (44260)' });
      expect(peer.paths.length).toBe(before + 1);
      expect(log.warn).not.toHaveBeenCalled();
      // A minute later: the BAN is asked again (no 30 s outage back-off was set by the throttle).
      vi.setSystemTime(60_000);
      expect(await geocoder.search('Savenay 44260')).toMatchObject({ label: '17 Route du Lac 44260 Savenay' });
      expect(peer.paths.length).toBe(before + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the INSEE checker says "rate limited" (retry in a minute) over its quota, without asking INSEE', async () => {
    const checker = createInseeSirenChecker({ apiUrl: peer.url, apiKey: 'cle', throttle: oneTurn('INSEE') });
    const before = peer.paths.length;
    expect(await checker.lookup('123456782')).toMatchObject({ found: true, unit: { naf: '10.71C', active: true } });
    const refused = await checker.lookup('123456782').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SirenProviderError);
    expect((refused as SirenProviderError).reason).toBe('rate_limited');
    expect(peer.paths.length).toBe(before + 1);
  });
});
