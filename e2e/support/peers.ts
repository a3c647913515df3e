// Local peers standing in for the third-party services this machine cannot reach. Each speaks the
// service's documented wire format (docs/third-party-services.md) over HTTP or SMTP, so the server's
// real adapters run.
import crypto from 'node:crypto';
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { port } from './environment.js';

export const peerPorts = {
  router: port + 2,
  geocoder: port + 3,
  insee: port + 4,
  smtp: port + 5,
  mailbox: port + 6,
};
export const INSEE_TEST_KEY = 'e2e-insee-key';

// ------------------------------------------------------------------ BAN geocoder
export const GEOCODER_PLACES = [
  {
    label: 'Place Bellecour 69002 Lyon',
    city: 'Lyon',
    postcode: '69002',
    citycode: '69382',
    lat: 45.7578,
    lng: 4.832,
    keys: ['lyon', 'bellecour'],
  },
  {
    label: 'Place de la Bourse 33000 Bordeaux',
    city: 'Bordeaux',
    postcode: '33000',
    citycode: '33063',
    lat: 44.8412,
    lng: -0.5697,
    keys: ['bordeaux'],
  },
  {
    label: 'Place du Capitole 31000 Toulouse',
    city: 'Toulouse',
    postcode: '31000',
    citycode: '31555',
    lat: 43.6045,
    lng: 1.4442,
    keys: ['toulouse', 'capitole'],
  },
  // The bakery-management journeys place their bakeries here, away from the other journeys' towns.
  {
    label: 'Place du Ralliement 49100 Angers',
    city: 'Angers',
    postcode: '49100',
    citycode: '49007',
    lat: 47.4716,
    lng: -0.5521,
    keys: ['ralliement'],
  },
  // The bakery-map journey (bakeries located by the server from their address) places its bakeries here.
  {
    label: 'Place Stanislas 54000 Nancy',
    city: 'Nancy',
    postcode: '54000',
    citycode: '54395',
    lat: 48.6937,
    lng: 6.1834,
    keys: ['stanislas'],
  },
  // The search journeys (search.spec.ts): a town, as the BAN's autocomplete answers it, and a
  // neighbouring one without any bakery within 2 km.
  {
    label: 'Montpellier',
    city: 'Montpellier',
    postcode: '34000',
    citycode: '34172',
    lat: 43.61,
    lng: 3.88,
    keys: ['montp'],
    type: 'municipality',
  },
  {
    label: 'Palavas-les-Flots',
    city: 'Palavas-les-Flots',
    postcode: '34250',
    citycode: '34192',
    lat: 43.5289,
    lng: 3.9306,
    keys: ['palavas'],
    type: 'municipality',
  },
];

function geocoderFeature(place: (typeof GEOCODER_PLACES)[number]) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
    properties: {
      label: place.label,
      score: 0.95,
      name: place.label.split(' ').slice(0, 3).join(' '),
      postcode: place.postcode,
      citycode: place.citycode,
      city: place.city,
      context: '',
      type: place.type ?? 'street',
    },
  };
}

/**
 * Searches naming one of these words (a street or a town) find the BAN down: 503, as a proxy in front of
 * a stopped BAN answers, so the server falls back to its offline gazetteer. The server then skips the
 * BAN for 30 s for every query: the journey that uses them (wrong-place-fallback.spec.ts) talks to the
 * second instance only, so the other journeys, on the first, keep the BAN.
 */
export const GEOCODER_DOWN_FOR = ['lilas', 'roquette'];

function geocoderHandler(url: URL): { status: number; body: unknown } {
  if (url.pathname === '/search/' || url.pathname === '/search') {
    const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    if (q.length < 3) return { status: 400, body: { code: 400, message: 'q must contain between 3 and 200 chars' } };
    if (GEOCODER_DOWN_FOR.some((word) => q.includes(word))) return { status: 503, body: { code: 503, message: 'Service Unavailable' } };
    const place = GEOCODER_PLACES.find((candidate) => candidate.keys.some((key) => q.includes(key)));
    return { status: 200, body: { type: 'FeatureCollection', features: place ? [geocoderFeature(place)] : [] } };
  }
  if (url.pathname === '/reverse/' || url.pathname === '/reverse') {
    const lat = Number(url.searchParams.get('lat'));
    const lng = Number(url.searchParams.get('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { status: 400, body: { code: 400, message: 'lat/lon invalid' } };
    const place = GEOCODER_PLACES.find((candidate) => Math.abs(candidate.lat - lat) < 0.05 && Math.abs(candidate.lng - lng) < 0.05);
    return { status: 200, body: { type: 'FeatureCollection', features: place ? [geocoderFeature(place)] : [] } };
  }
  return { status: 404, body: { code: 404, message: 'Not found' } };
}

// ------------------------------------------------------------------ OSRM router
/** Cycling is refused (NoRoute), so the UI must say the mode is unavailable. */
const ROUTER_PROFILES: Record<string, { detour: number; kmh: number } | null> = {
  'routed-car': { detour: 1.4, kmh: 30 },
  'routed-foot': { detour: 1.1, kmh: 5 },
  'routed-bike': null,
};

/**
 * Trips to this point (a bakery of the bakery-page journey, in Metz) find the router down in every
 * mode: 503, as a proxy in front of a stopped OSRM answers. Every other trip is routed.
 */
export const ROUTER_DOWN_AT = { lat: 49.1212, lng: 6.1702 };
const isRouterDownFor = (lng: number, lat: number) =>
  Math.abs(lat - ROUTER_DOWN_AT.lat) < 0.0002 && Math.abs(lng - ROUTER_DOWN_AT.lng) < 0.0002;

function haversineMetres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function routerHandler(url: URL): { status: number; body: unknown } {
  const match = /^\/([a-z-]+)\/route\/v1\/(driving|walking|cycling|car|foot|bike)\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(
    url.pathname,
  );
  if (!match) return { status: 400, body: { code: 'InvalidUrl', message: 'URL string malformed' } };
  if (isRouterDownFor(Number(match[5]), Number(match[6]))) return { status: 503, body: '503 Service Temporarily Unavailable' };
  const profile = ROUTER_PROFILES[match[1]!];
  if (profile === undefined) return { status: 404, body: { code: 'InvalidUrl' } };
  if (profile === null) return { status: 400, body: { code: 'NoRoute', message: 'Impossible route between points' } };
  const from: [number, number] = [Number(match[3]), Number(match[4])];
  const to: [number, number] = [Number(match[5]), Number(match[6])];
  const straight = haversineMetres(from, to);
  const mid: [number, number] = [(from[0] + to[0]) / 2 + 0.002, (from[1] + to[1]) / 2];
  const route = (factor: number) => {
    const distance = Math.round(straight * factor * 10) / 10;
    return {
      distance,
      duration: Math.round((distance / 1000 / profile.kmh) * 3600 * 10) / 10,
      weight: distance,
      weight_name: 'routability',
      geometry: { type: 'LineString', coordinates: [from, mid, to] },
      legs: [{ steps: [], distance, duration: 0, summary: '', weight: distance }],
    };
  };
  // The longer alternative first: the adapter must pick the shortest distance itself.
  return {
    status: 200,
    body: {
      code: 'Ok',
      routes:
        url.searchParams.get('alternatives') === 'true' ? [route(profile.detour * 1.3), route(profile.detour)] : [route(profile.detour)],
      waypoints: [
        { location: from, name: '' },
        { location: to, name: '' },
      ],
    },
  };
}

// ------------------------------------------------------------------ INSEE Sirene 3.11
export const INSEE_UNITS: Record<string, { etat: 'A' | 'C'; naf: string; nom: string }> = {
  '812345601': { etat: 'A', naf: '10.71C', nom: 'BOULANGERIE DU TEST' },
  '812345676': { etat: 'C', naf: '10.71C', nom: 'ANCIENNE BOULANGERIE' },
  '812345742': { etat: 'A', naf: '47.11F', nom: 'HYPERMARCHE DU TEST' },
  '812345817': { etat: 'A', naf: '10.71C', nom: 'BOULANGERIE DEUX' },
  '812345882': { etat: 'A', naf: '10.71D', nom: 'PATISSERIE TROIS' },
};

/**
 * Every Luhn-valid SIREN starting with this prefix is an active bakery: a journey that needs a
 * verified owner draws its own (a verified SIREN belongs to one account), even on a retry.
 */
const INSEE_BAKERY_PREFIX = '819';

/** A fresh SIREN the INSEE peer knows as an active bakery (9 digits, Luhn-valid). */
export function freshBakerySiren(): string {
  for (;;) {
    const siren = `${INSEE_BAKERY_PREFIX}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const sum = [...siren].reverse().reduce((total, char, index) => {
      const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
      return total + (digit > 9 ? digit - 9 : digit);
    }, 0);
    if (sum % 10 === 0) return siren;
  }
}

/** INSEE answers 500 for this one: the UI must say the check failed, not that the SIREN is wrong. */
export const INSEE_FAILING_SIREN = '812346237';

function inseeHandler(url: URL, headers: http.IncomingHttpHeaders): { status: number; body: unknown } {
  if (headers['x-insee-api-key-integration'] !== INSEE_TEST_KEY)
    return { status: 401, body: { header: { statut: 401, message: 'Clé invalide' } } };
  const match = /\/siren\/(\d{9})$/.exec(url.pathname);
  if (!match) return { status: 400, body: { header: { statut: 400, message: 'Requête invalide' } } };
  const siren = match[1]!;
  if (siren === INSEE_FAILING_SIREN) return { status: 500, body: { header: { statut: 500, message: 'Erreur interne' } } };
  const unit =
    INSEE_UNITS[siren] ?? (siren.startsWith(INSEE_BAKERY_PREFIX) ? { etat: 'A', naf: '10.71C', nom: 'BOULANGERIE DE PASSAGE' } : undefined);
  if (!unit) return { status: 404, body: { header: { statut: 404, message: `Aucun élément trouvé pour le siren ${siren}` } } };
  return {
    status: 200,
    body: {
      header: { statut: 200, message: 'OK' },
      uniteLegale: {
        siren,
        prenom1UniteLegale: null,
        periodesUniteLegale: [
          {
            dateFin: null,
            dateDebut: '2019-10-25',
            etatAdministratifUniteLegale: unit.etat,
            denominationUniteLegale: unit.nom,
            nomUniteLegale: null,
            activitePrincipaleUniteLegale: unit.naf,
            nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
          },
          {
            dateFin: '2019-10-24',
            dateDebut: '2010-01-01',
            etatAdministratifUniteLegale: 'A',
            denominationUniteLegale: unit.nom,
            nomUniteLegale: null,
            activitePrincipaleUniteLegale: '56.10C',
            nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
          },
        ],
      },
    },
  };
}

// ------------------------------------------------------------------ SMTP + a mailbox to read it
export type CapturedMail = { to: string[]; raw: string; text: string; links: string[] };

/** Quoted-printable soft breaks and escapes undone, so links and French text read as sent. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function jsonServer(handler: (url: URL, headers: http.IncomingHttpHeaders) => { status: number; body: unknown }): http.Server {
  return http.createServer((request, response) => {
    const { status, body } = handler(new URL(request.url ?? '/', 'http://peer'), request.headers);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  });
}

function listen(server: http.Server, serverPort: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(serverPort, '127.0.0.1', () => resolve());
  });
}

export type Peers = { close(): Promise<void> };

export async function startPeers(): Promise<Peers> {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const text = decodeQuotedPrintable(raw);
        const links = [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw, text, links });
        callback();
      });
    },
  });
  const mailbox = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const to = url.searchParams.get('to')?.toLowerCase();
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails));
  });
  const servers = [
    jsonServer((url) => routerHandler(url)),
    jsonServer((url) => geocoderHandler(url)),
    jsonServer((url, headers) => inseeHandler(url, headers)),
  ];
  await listen(servers[0]!, peerPorts.router);
  await listen(servers[1]!, peerPorts.geocoder);
  await listen(servers[2]!, peerPorts.insee);
  await listen(mailbox, peerPorts.mailbox);
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(peerPorts.smtp, '127.0.0.1', () => resolve());
  });
  return {
    async close() {
      await Promise.all([...servers, mailbox].map((server) => new Promise((resolve) => server.close(resolve))));
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}

/** The server configuration pointing every third-party adapter at its local peer. */
export function serverEnvironment(baseUrl: string): Record<string, string> {
  const peer = (serverPort: number) => `http://127.0.0.1:${serverPort}`;
  return {
    GEOCODER_URL: peer(peerPorts.geocoder),
    ROUTER_URL_DRIVING: `${peer(peerPorts.router)}/routed-car`,
    ROUTER_URL_WALKING: `${peer(peerPorts.router)}/routed-foot`,
    ROUTER_URL_CYCLING: `${peer(peerPorts.router)}/routed-bike`,
    INSEE_API_URL: peer(peerPorts.insee),
    INSEE_API_KEY: INSEE_TEST_KEY,
    SMTP_URL: `smtp://127.0.0.1:${peerPorts.smtp}`,
    MAIL_FROM: 'Fournil <no-reply@fournil.test>',
    STAFF_EMAIL: 'equipe@fournil.test',
    // The bundled offline style, served by the app itself: markers work without tiles.
    MAP_STYLE_URL: `${baseUrl}/map-style.json`,
  };
}

/** Mails the SMTP peer received for an address (read from a test worker). */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`http://127.0.0.1:${peerPorts.mailbox}/?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CapturedMail[];
}
