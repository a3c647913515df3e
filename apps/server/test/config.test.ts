import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_LEGAL, DEMO_SELLER, loadConfig } from '../src/config/index.js';
import { DEMO_SIREN_REGISTRY_FILE } from '../src/providers/siren/index.js';
import { PRODUCTION_ENV } from './testing/production-env.js';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** Starts the real server entry point and collects what it prints until it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.devMailbox).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.provider).toBe('simulated');
    expect(config.live).toEqual({
      maxSockets: 20_000,
      maxSocketsPerAddress: 100,
      maxWatched: 20,
      maxMessagesPerWindow: 30,
      messageWindowMs: 10_000,
      maxMessageBytes: 4096,
      maxOutputBytes: 600_000,
      maxOutputBytesPerAddress: 6_000_000,
      maxOutputBytesTotal: 120_000_000,
      drainTimeoutMs: 10_000,
    });
    expect(config.alerts).toEqual({
      enabled: true,
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: 'mailto:contact@fournil.local',
      extraHosts: [],
    });
  });

  it('reads the alerts settings, keys going together (docs/alerts.md)', () => {
    expect(loadConfig({ ALERTS_ENABLED: '0' }).alerts.enabled).toBe(false);
    expect(loadConfig({ PUSH_EXTRA_HOSTS: '127.0.0.1:4000, Push.Test' }).alerts.extraHosts).toEqual(['127.0.0.1:4000', 'push.test']);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PRODUCTION_ENV.VAPID_PUBLIC_KEY })).toThrow(
      'Configuration invalide : VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (ou aucun des deux).',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://fournil.example' })).toThrow(/^Configuration invalide : VAPID_SUBJECT /);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'court' })).toThrow(/^Configuration invalide : VAPID_PRIVATE_KEY /);
    expect(() => loadConfig({ PUSH_EXTRA_HOSTS: 'http://x/' })).toThrow(/^Configuration invalide : PUSH_EXTRA_HOSTS /);
  });

  it('turns the dev mailbox on in development only, unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ ...PRODUCTION_ENV, DEV_MAILBOX: undefined }).devMailbox).toBe(false);
  });

  it('starts in production with the safe settings, no demo and no proxy trusted by default', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: undefined, DEV_MAILBOX: undefined, CAPTCHA_TEST_MODE: undefined });
    expect(config.isProduction).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.captchaTestMode).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.appUrl).toBe('https://fournil.example');
    // An explicit registry file replaces the INSEE key.
    expect(
      loadConfig({ ...PRODUCTION_ENV, INSEE_API_KEY: undefined, SIREN_REGISTRY_FILE: '/srv/fournil/siren.json' }).insee.registryFile,
    ).toBe('/srv/fournil/siren.json');
  });

  it.each([
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['loopback', ['loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SEED_DEMO: 'peut-être' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'tous' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
    [{ DEV_MAILBOX: 'oui' }, 'DEV_MAILBOX'],
    [{ LIVE_MAX_WATCHED: '0' }, 'LIVE_MAX_WATCHED'],
    [{ LIVE_MAX_MESSAGES: 'beaucoup' }, 'LIVE_MAX_MESSAGES'],
    [{ LIVE_MESSAGE_WINDOW_SECONDS: '7200' }, 'LIVE_MESSAGE_WINDOW_SECONDS'],
    [{ LIVE_MAX_MESSAGE_BYTES: '100' }, 'LIVE_MAX_MESSAGE_BYTES'],
    [{ LIVE_MAX_OUTPUT_BYTES: '1000' }, 'LIVE_MAX_OUTPUT_BYTES'],
    [{ LIVE_MAX_OUTPUT_BYTES_TOTAL: '1e12' }, 'LIVE_MAX_OUTPUT_BYTES_TOTAL'],
    [{ LIVE_DRAIN_TIMEOUT_SECONDS: '0' }, 'LIVE_DRAIN_TIMEOUT_SECONDS'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('names a rejected value without echoing it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://lea:motdepasse-secret@mail.example' })).toThrow(/^Configuration invalide : SMTP_URL /);
    expect(() => loadConfig({ SMTP_URL: 'http://lea:motdepasse-secret@mail.example' })).not.toThrow(/motdepasse-secret/);
  });

  it('stops the real start on a wrong PORT with one line naming it', async () => {
    const result = await startServer({ PORT: 'pas-un-port' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration invalide : PORT /);
  });

  it('stops the real start on an unreachable DATABASE_URL with one line naming it', async () => {
    const result = await startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/fournil' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^DATABASE_URL : connexion impossible/);
  });
});

const SMTP_IN_CLEAR =
  'Configuration invalide : SMTP_URL doit chiffrer la connexion quand NODE_ENV=production : smtps://… (TLS dès la connexion) ou smtp://…?requireTLS=true (STARTTLS exigé), sauf vers un relais de cette machine (127.0.0.1, localhost, ::1).';

/** Each production refusal: the variables at fault, the message naming them (one line each). */
const PRODUCTION_REFUSALS: [string, Record<string, string | undefined>, string][] = [
  [
    'no APP_URL',
    { APP_URL: undefined },
    'Configuration invalide : APP_URL est obligatoire quand NODE_ENV=production (URL publique en https://).',
  ],
  [
    'an http APP_URL',
    { APP_URL: 'http://fournil.example' },
    'Configuration invalide : APP_URL doit commencer par https:// quand NODE_ENV=production.',
  ],
  ['no JWT_SECRET', { JWT_SECRET: undefined }, 'Configuration invalide : JWT_SECRET est obligatoire quand NODE_ENV=production.'],
  [
    'no SMTP_URL',
    { SMTP_URL: undefined },
    'Configuration invalide : SMTP_URL est obligatoire quand NODE_ENV=production (sans lui, aucun e-mail ne partirait).',
  ],
  [
    'the demo SIREN registry',
    { INSEE_API_KEY: undefined, SIREN_REGISTRY_FILE: undefined },
    'Configuration invalide : INSEE_API_KEY (ou SIREN_REGISTRY_FILE) est obligatoire quand NODE_ENV=production : le registre SIREN de démonstration y est refusé.',
  ],
  [
    'SEED_DEMO=1',
    { SEED_DEMO: '1' },
    'Configuration invalide : SEED_DEMO=1 est interdit quand NODE_ENV=production : aucun compte de démonstration en production.',
  ],
  ['DEV_MAILBOX=1', { DEV_MAILBOX: '1' }, 'Configuration invalide : DEV_MAILBOX=1 est interdit quand NODE_ENV=production.'],
  ['CAPTCHA_TEST_MODE=1', { CAPTCHA_TEST_MODE: '1' }, 'Configuration invalide : CAPTCHA_TEST_MODE est interdit quand NODE_ENV=production.'],
  [
    'no VAPID keys with alerts on',
    { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined },
    'Configuration invalide : VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY et VAPID_SUBJECT sont obligatoires quand NODE_ENV=production et que les alertes sont actives (npx web-push generate-vapid-keys ; ou ALERTS_ENABLED=0).',
  ],
  [
    'no VAPID_SUBJECT with alerts on',
    { VAPID_SUBJECT: undefined },
    'Configuration invalide : VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY et VAPID_SUBJECT sont obligatoires quand NODE_ENV=production et que les alertes sont actives (npx web-push generate-vapid-keys ; ou ALERTS_ENABLED=0).',
  ],
  [
    'PUSH_EXTRA_HOSTS',
    { PUSH_EXTRA_HOSTS: '127.0.0.1:4000' },
    'Configuration invalide : PUSH_EXTRA_HOSTS est interdit quand NODE_ENV=production : les notifications ne partent que vers les services connus (docs/alerts.md).',
  ],
  [
    'RATE_LIMIT_FACTOR',
    { RATE_LIMIT_FACTOR: '1000' },
    'Configuration invalide : RATE_LIMIT_FACTOR est interdit quand NODE_ENV=production : les limites d’abus y sont celles de docs/sessions-and-limits.md.',
  ],
  [
    'no PAYMENTS_PROVIDER (no Stripe at all)',
    { PAYMENTS_PROVIDER: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
    [
      'Configuration invalide (3 problèmes) :',
      '- PAYMENTS_PROVIDER=stripe est obligatoire quand NODE_ENV=production : le paiement simulé y est refusé.',
      '- STRIPE_SECRET_KEY est obligatoire quand NODE_ENV=production (PAYMENTS_PROVIDER=stripe).',
      '- STRIPE_WEBHOOK_SECRET est obligatoire quand NODE_ENV=production (PAYMENTS_PROVIDER=stripe) : sans lui, aucun paiement ne serait enregistré.',
    ].join('\n'),
  ],
  [
    'PAYMENTS_PROVIDER=simulated',
    { PAYMENTS_PROVIDER: 'simulated' },
    'Configuration invalide : PAYMENTS_PROVIDER=stripe est obligatoire quand NODE_ENV=production : le paiement simulé y est refusé.',
  ],
  [
    'a Stripe key without PAYMENTS_PROVIDER=stripe',
    { PAYMENTS_PROVIDER: undefined },
    'Configuration invalide : PAYMENTS_PROVIDER=stripe est obligatoire quand NODE_ENV=production : le paiement simulé y est refusé.',
  ],
  [
    'no STRIPE_SECRET_KEY',
    { STRIPE_SECRET_KEY: undefined },
    'Configuration invalide : STRIPE_SECRET_KEY est obligatoire quand NODE_ENV=production (PAYMENTS_PROVIDER=stripe).',
  ],
  [
    'an http STRIPE_API_URL, even on loopback',
    { STRIPE_API_URL: 'http://127.0.0.1:12111' },
    'Configuration invalide : STRIPE_API_URL doit commencer par https:// quand NODE_ENV=production : la clé secrète Stripe ne circule pas en clair.',
  ],
  ['a plain SMTP_URL to another machine', { SMTP_URL: 'smtp://lea:motdepasse-secret@smtp.example.fr:587' }, SMTP_IN_CLEAR],
  [
    'an SMTP_URL whose STARTTLS is only opportunistic',
    { SMTP_URL: 'smtp://lea:motdepasse-secret@smtp.example.fr:587?requireTLS=false' },
    SMTP_IN_CLEAR,
  ],
  [
    'an http INSEE_API_URL to another machine with the INSEE key',
    { INSEE_API_URL: 'http://api.insee.fr/api-sirene/3.11' },
    'Configuration invalide : INSEE_API_URL doit commencer par https:// quand NODE_ENV=production (sauf vers 127.0.0.1, localhost, ::1) : la clé INSEE ne circule pas en clair.',
  ],
  [
    'no STRIPE_WEBHOOK_SECRET',
    { STRIPE_WEBHOOK_SECRET: undefined },
    'Configuration invalide : STRIPE_WEBHOOK_SECRET est obligatoire quand NODE_ENV=production (PAYMENTS_PROVIDER=stripe) : sans lui, aucun paiement ne serait enregistré.',
  ],
];

describe('media storage (STORAGE_URL, S3_*)', () => {
  it('keeps media on the local disk by default', () => {
    expect(loadConfig({}).storage).toBeUndefined();
  });

  it('reads a bucket, its keys, region and prefix from STORAGE_URL, path-style unless told otherwise', () => {
    expect(loadConfig({ STORAGE_URL: 's3://CLE:se%2Fcret@s3.fr-par.scw.cloud/fournil-media/prod/media?region=fr-par' }).storage).toEqual({
      bucket: 'fournil-media',
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      accessKeyId: 'CLE',
      secretAccessKey: 'se/cret',
      forcePathStyle: true,
      prefix: 'prod/media/',
    });
    expect(loadConfig({ STORAGE_URL: 's3+http://k:s@127.0.0.1:9000/medias?path_style=0' }).storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads the S3_* variables, virtual-host style on AWS and path-style with an endpoint', () => {
    expect(loadConfig({ S3_BUCKET: 'fournil-media', S3_REGION: 'eu-west-3' }).storage).toEqual({
      bucket: 'fournil-media',
      endpoint: undefined,
      region: 'eu-west-3',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({ S3_BUCKET: 'fournil-media', S3_ENDPOINT: 'https://minio.local:9000', S3_PREFIX: 'media/' }).storage).toMatchObject({
      forcePathStyle: true,
      prefix: 'media/',
    });
  });

  it.each([
    [
      { STORAGE_URL: 'https://bucket.s3.amazonaws.com' },
      'Configuration invalide : STORAGE_URL doit être une URL s3://clé:secret@hôte/compartiment (s3+http:// pour un hôte sans TLS).',
    ],
    [
      { STORAGE_URL: 's3://k:s@hote' },
      'Configuration invalide : STORAGE_URL doit nommer un compartiment S3 après l’hôte (s3://clé:secret@hôte/compartiment).',
    ],
    [
      { STORAGE_URL: 's3://k:s@hote/b', S3_BUCKET: 'autre' },
      'Configuration invalide : STORAGE_URL et S3_BUCKET ne peuvent pas être donnés ensemble (choisissez l’un des deux).',
    ],
    [
      { S3_BUCKET: 'Majuscules_Interdites' },
      'Configuration invalide : S3_BUCKET doit être un nom de compartiment S3 (3 à 63 minuscules, chiffres, points ou tirets).',
    ],
    [
      { S3_BUCKET: 'fournil', S3_ACCESS_KEY_ID: 'seule' },
      'Configuration invalide : S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble (ou aucun des deux).',
    ],
    [
      { S3_BUCKET: 'fournil', S3_PREFIX: 'media' },
      'Configuration invalide : S3_PREFIX doit être vide ou un chemin terminé par « / » (ex. media/).',
    ],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is 1 with the embedded database, and refuses more with one French line', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      new ConfigError(
        'Configuration invalide : WEB_CONCURRENCY : la base embarquée (PGlite) n’est ouverte que par un processus ; plusieurs demandent DATABASE_URL.',
      ),
    );
  });

  it('is every core in production with PostgreSQL, and what it says when set', () => {
    const postgres = { ...PRODUCTION_ENV, DATABASE_URL: 'postgres://fournil@127.0.0.1:5432/fournil' };
    expect(loadConfig(postgres).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    // Production on the embedded database (a single small shop's server): one process.
    expect(loadConfig(PRODUCTION_ENV).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://fournil@127.0.0.1:5432/fournil' }).webConcurrency).toBe(1);
  });
});

describe('JWT_SECRET', () => {
  const notRandom =
    'Configuration invalide : JWT_SECRET doit être aléatoire (au moins 8 caractères différents, sans motif répété) : openssl rand -base64 48.';

  it.each([
    ['one character', 'a'.repeat(48)],
    ['a repeated phrase', 'production-secret-production-secret-42'],
    ['few characters', 'abcabcabcabcabcabcabcabcabcabcabcabc'.replace(/c/g, 'd1')],
    ['a long repeated pattern', '0123456789abcdefghij0123456789abcdefghij'],
  ])('refuses %s, whatever the environment', (_case, secret) => {
    expect(() => loadConfig({ JWT_SECRET: secret })).toThrow(new ConfigError(notRandom));
    expect(() => loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: secret })).toThrow(new ConfigError(notRandom));
  });

  it('accepts random secrets written in base64 or hex', () => {
    for (let i = 0; i < 200; i += 1) {
      for (const secret of [
        crypto.randomBytes(48).toString('base64'),
        crypto.randomBytes(16).toString('hex'),
        crypto.randomBytes(32).toString('hex'),
      ]) {
        expect(loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: secret }).jwtSecret).toBe(secret);
      }
    }
  });
});

describe('demonstration doors on a network', () => {
  it('keeps the demo and the dev mailbox closed by default when HOST is not loopback', () => {
    const config = loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(config.seedDemo).toBe(false);
    expect(config.devMailbox).toBe(false);
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ NODE_ENV: 'development', HOST }).seedDemo, HOST).toBe(true);
    }
  });

  it.each(['SEED_DEMO', 'DEV_MAILBOX'])('refuses %s=1 with a HOST other machines reach', (name) => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'fournil.example']) {
      expect(() => loadConfig({ NODE_ENV: 'development', HOST, [name]: '1' }), HOST).toThrow(
        new ConfigError(
          `Configuration invalide : ${name}=1 exige HOST=127.0.0.1 (ou localhost, ::1) : la démonstration ne s’ouvre pas au réseau.`,
        ),
      );
    }
  });
});

describe('production start refusals', () => {
  it.each(PRODUCTION_REFUSALS)('refuses %s, naming the variable', (_case, change, message) => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...change })).toThrow(new ConfigError(message));
  });

  it('starts in production without VAPID keys when alerts are off (ALERTS_ENABLED=0)', () => {
    const { VAPID_PUBLIC_KEY: _public, VAPID_PRIVATE_KEY: _private, VAPID_SUBJECT: _subject, ...withoutKeys } = PRODUCTION_ENV;
    expect(loadConfig({ ...withoutKeys, ALERTS_ENABLED: '0' }).alerts.enabled).toBe(false);
  });

  it('starts in production with Stripe only', () => {
    expect(loadConfig(PRODUCTION_ENV).payments).toMatchObject({ provider: 'stripe', stripeSecretKey: PRODUCTION_ENV.STRIPE_SECRET_KEY });
  });

  it('keeps the simulated checkout outside production when no Stripe key is set (demo)', () => {
    for (const NODE_ENV of ['development', 'test']) expect(loadConfig({ NODE_ENV }).payments.provider, NODE_ENV).toBe('simulated');
  });

  it('stops the real start when SIREN_REGISTRY_FILE is the demo registry or a copy of it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-registry-'));
    const copy = path.join(dir, 'registre.json');
    const demo = JSON.parse(fs.readFileSync(DEMO_SIREN_REGISTRY_FILE, 'utf8')) as { siren: string }[];
    // An edited copy: one of its demo numbers is enough.
    fs.writeFileSync(
      copy,
      JSON.stringify([
        { siren: '812345678', denomination: 'Ma boulangerie', activite_principale: '10.71C', etat_administratif: 'A' },
        demo[0],
      ]),
    );
    for (const file of [DEMO_SIREN_REGISTRY_FILE, copy]) {
      const env = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent', INSEE_API_KEY: '', SIREN_REGISTRY_FILE: file };
      const result = await startServer(env);
      expect(result.code, file).toBe(1);
      expect(result.stderr).toBe(
        `Configuration invalide : SIREN_REGISTRY_FILE reprend le registre de démonstration (SIREN ${demo[0]!.siren}), refusé quand NODE_ENV=production : fournissez INSEE_API_KEY ou votre propre registre.\n`,
      );
    }
  });

  it.each(
    PRODUCTION_REFUSALS.filter(([name]) =>
      [
        'no SMTP_URL',
        'SEED_DEMO=1',
        'no PAYMENTS_PROVIDER (no Stripe at all)',
        'no VAPID keys with alerts on',
        'an http STRIPE_API_URL, even on loopback',
        'a plain SMTP_URL to another machine',
      ].includes(name),
    ),
  )('stops the real start on %s with that message', async (_case, change, message) => {
    const env = Object.fromEntries(
      Object.entries({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent', ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const result = await startServer(env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${message}\n`);
  });
});

describe('secrets in transit in production', () => {
  it.each([
    'smtps://lea:motdepasse@smtp.example.fr:465',
    'smtp://lea:motdepasse@smtp.example.fr:587?requireTLS=true',
    'smtp://127.0.0.1:25',
    'smtp://localhost:1025',
    'smtp://[::1]:25',
  ])('accepts SMTP_URL=%s: encrypted, or to a relay of this machine', (SMTP_URL) => {
    expect(loadConfig({ ...PRODUCTION_ENV, SMTP_URL }).smtpUrl).toBe(SMTP_URL);
  });

  it('accepts Stripe over https, and INSEE in clear only towards this machine or without a key', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, STRIPE_API_URL: 'https://stripe-relais.example' }).payments.stripeApiUrl).toBe(
      'https://stripe-relais.example',
    );
    expect(loadConfig({ ...PRODUCTION_ENV, INSEE_API_URL: 'http://127.0.0.1:8080' }).insee.apiUrl).toBe('http://127.0.0.1:8080');
    const withRegistry = { ...PRODUCTION_ENV, INSEE_API_KEY: undefined, SIREN_REGISTRY_FILE: '/srv/fournil/siren.json' };
    expect(loadConfig({ ...withRegistry, INSEE_API_URL: 'http://api.insee.fr' }).insee.apiUrl).toBe('http://api.insee.fr');
  });

  it('leaves the tests’ local peers in clear outside production', () => {
    const config = loadConfig({ NODE_ENV: 'test', STRIPE_API_URL: 'http://127.0.0.1:12111', SMTP_URL: 'smtp://smtp.example.fr' });
    expect(config.payments.stripeApiUrl).toBe('http://127.0.0.1:12111');
    expect(config.smtpUrl).toBe('smtp://smtp.example.fr');
  });
});

describe('test modes on a network', () => {
  const captchaRefusal =
    'Configuration invalide : CAPTCHA_TEST_MODE=1 exige HOST=127.0.0.1 (ou localhost, ::1) : la réponse de test PASSED ne s’ouvre pas au réseau.';
  const factorRefusal =
    'Configuration invalide : RATE_LIMIT_FACTOR exige HOST=127.0.0.1 (ou localhost, ::1) : un serveur ouvert au réseau garde les limites d’abus de docs/sessions-and-limits.md.';

  it.each(['development', 'test'])(
    'refuses CAPTCHA_TEST_MODE=1 and RATE_LIMIT_FACTOR with a HOST other machines reach (%s)',
    (NODE_ENV) => {
      for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'fournil.example']) {
        expect(() => loadConfig({ NODE_ENV, HOST, CAPTCHA_TEST_MODE: '1' }), HOST).toThrow(new ConfigError(captchaRefusal));
        expect(() => loadConfig({ NODE_ENV, HOST, RATE_LIMIT_FACTOR: '1000' }), HOST).toThrow(new ConfigError(factorRefusal));
      }
    },
  );

  it('keeps them on loopback, and the tests’ raised limits by default only there', () => {
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ NODE_ENV: 'test', HOST, CAPTCHA_TEST_MODE: '1' }).captchaTestMode, HOST).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test', HOST }).rateLimitFactor, HOST).toBe(1000);
      expect(loadConfig({ NODE_ENV: 'development', HOST, RATE_LIMIT_FACTOR: '50' }).rateLimitFactor, HOST).toBe(50);
    }
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).rateLimitFactor).toBe(1);
  });

  it('stops the real start on HOST=0.0.0.0 with the captcha’s test mode', async () => {
    const result = await startServer({ HOST: '0.0.0.0', CAPTCHA_TEST_MODE: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${captchaRefusal}\n`);
  });
});

describe('every refusal named at once', () => {
  const twoMissing = [
    'Configuration invalide (2 problèmes) :',
    '- JWT_SECRET est obligatoire quand NODE_ENV=production.',
    '- SMTP_URL est obligatoire quand NODE_ENV=production (sans lui, aucun e-mail ne partirait).',
  ].join('\n');

  it('names two missing production variables together, one line each', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: undefined, SMTP_URL: undefined })).toThrow(new ConfigError(twoMissing));
  });

  it('lists the production rules, the secrets in clear and the storage in one message', () => {
    const env = {
      ...PRODUCTION_ENV,
      APP_URL: 'http://fournil.example',
      CAPTCHA_TEST_MODE: '1',
      STRIPE_API_URL: 'http://api.stripe.com',
      SELLER_SIREN: undefined,
      STORAGE_URL: 's3://cle:secret@s3.example',
    };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(
        [
          'Configuration invalide (5 problèmes) :',
          '- APP_URL doit commencer par https:// quand NODE_ENV=production.',
          '- CAPTCHA_TEST_MODE est interdit quand NODE_ENV=production.',
          '- STRIPE_API_URL doit commencer par https:// quand NODE_ENV=production : la clé secrète Stripe ne circule pas en clair.',
          '- SELLER_SIREN est obligatoire quand NODE_ENV=production (vendeur nommé sur les factures, docs/invoices.md).',
          '- STORAGE_URL doit nommer un compartiment S3 après l’hôte (s3://clé:secret@hôte/compartiment).',
        ].join('\n'),
      ),
    );
  });

  it('lists the test doors open to a network and the pairs left half-set, outside production', () => {
    const env = {
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      SEED_DEMO: '1',
      CAPTCHA_TEST_MODE: '1',
      VAPID_PUBLIC_KEY: PRODUCTION_ENV.VAPID_PUBLIC_KEY,
    };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(
        [
          'Configuration invalide (3 problèmes) :',
          '- SEED_DEMO=1 exige HOST=127.0.0.1 (ou localhost, ::1) : la démonstration ne s’ouvre pas au réseau.',
          '- CAPTCHA_TEST_MODE=1 exige HOST=127.0.0.1 (ou localhost, ::1) : la réponse de test PASSED ne s’ouvre pas au réseau.',
          '- VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (ou aucun des deux).',
        ].join('\n'),
      ),
    );
  });

  it('names every malformed value, once per variable, without echoing any', () => {
    const env = { PORT: 'abc', LIVE_MAX_WATCHED: '0', SMTP_URL: 'http://lea:motdepasse-secret@mail.example' };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(
        [
          'Configuration invalide (3 problèmes) :',
          '- PORT doit être un entier entre 0 et 65535.',
          '- SMTP_URL doit être une URL smtp:// ou smtps://.',
          '- LIVE_MAX_WATCHED doit être un entier positif.',
        ].join('\n'),
      ),
    );
  });

  it('stops the real start with both missing variables named', async () => {
    const env = Object.fromEntries(
      Object.entries({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' }).filter(([name]) => name !== 'JWT_SECRET' && name !== 'SMTP_URL'),
    );
    const result = await startServer(env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${twoMissing}\n`);
  });
});

// The operator and host the legal pages name (docs/content.md, "Legal pages"; docs/production.md).
const REQUIRED_LEGAL = [
  'LEGAL_PUBLISHER_FORM',
  'LEGAL_PUBLISHER_PHONE',
  'LEGAL_CONTACT_EMAIL',
  'LEGAL_PUBLICATION_DIRECTOR',
  'LEGAL_HOST_NAME',
  'LEGAL_HOST_ADDRESS',
  'LEGAL_HOST_PHONE',
] as const;
const legalRefusal = (names: string, plural = false) =>
  `Configuration invalide : ${names} ${plural ? 'sont obligatoires' : 'est obligatoire'} quand NODE_ENV=production (éditeur et hébergeur nommés dans les mentions légales, docs/production.md).`;

describe('LEGAL_* configuration', () => {
  it.each(REQUIRED_LEGAL)('production refuses to start without %s, in one line naming it', (name) => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, [name]: undefined })).toThrow(new ConfigError(legalRefusal(name)));
    expect(() => loadConfig({ ...PRODUCTION_ENV, [name]: '  ' })).toThrow(new ConfigError(legalRefusal(name)));
  });

  it('names every missing legal variable at once', () => {
    const env: Record<string, string | undefined> = { ...PRODUCTION_ENV };
    for (const name of REQUIRED_LEGAL) delete env[name];
    expect(() => loadConfig(env)).toThrow(new ConfigError(legalRefusal(REQUIRED_LEGAL.join(', '), true)));
  });

  it('starts in production with the identity, the publisher defaulting to the invoices’ seller', () => {
    expect(loadConfig(PRODUCTION_ENV).legal).toEqual({
      publisherName: 'Fournil SAS',
      publisherForm: 'SAS au capital de 10 000 €',
      publisherAddress: '10 rue du Pain, 75011 Paris',
      publisherRegistration: 'SIREN 900 000 001',
      publisherPhone: '01 23 45 67 89',
      contactEmail: 'contact@fournil.example',
      publicationDirector: 'Marie Dupain',
      hostName: 'Hébergeur Exemple SAS',
      hostAddress: '2 rue des Serveurs, 59100 Roubaix',
      hostPhone: '03 20 00 00 00',
    });
    const own = loadConfig({
      ...PRODUCTION_ENV,
      LEGAL_PUBLISHER_NAME: 'Fournil Édition SAS',
      LEGAL_PUBLISHER_ADDRESS: '3 place du Four, 69001 Lyon',
      LEGAL_PUBLISHER_REGISTRATION: 'RCS Lyon 900 000 001',
    }).legal;
    expect(own).toMatchObject({
      publisherName: 'Fournil Édition SAS',
      publisherAddress: '3 place du Four, 69001 Lyon',
      publisherRegistration: 'RCS Lyon 900 000 001',
    });
  });

  it('outside production, names a demonstration operator nobody can mistake for a real one', () => {
    const legal = loadConfig({ NODE_ENV: 'test' }).legal;
    expect(legal).toMatchObject({ ...DEMO_LEGAL, publisherName: DEMO_SELLER.name, publisherAddress: DEMO_SELLER.address });
    expect(legal.publisherForm).toContain('démonstration');
    expect(legal.publicationDirector).toContain('démonstration');
  });

  it('refuses a malformed contact address, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', LEGAL_CONTACT_EMAIL: 'pas-une-adresse' })).toThrow(
      new ConfigError('Configuration invalide : LEGAL_CONTACT_EMAIL doit être une adresse e-mail.'),
    );
  });

  it('stops the real start without the host’s identity, with that one line', async () => {
    const env = Object.fromEntries(
      Object.entries({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' }).filter(([name]) => name !== 'LEGAL_HOST_NAME'),
    );
    const result = await startServer(env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${legalRefusal('LEGAL_HOST_NAME')}\n`);
  });
});

describe('graceful shutdown', () => {
  it('serves after start, then stops cleanly on SIGTERM with exit code 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-shutdown-'));
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: '0', PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 90_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(url, output).toBeDefined();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('arrêt en cours');
  }, 120_000);
});
