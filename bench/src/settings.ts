// The bench's knobs, read once from the environment (bench/README.md lists them). A bad value
// stops the run at once with one line naming the variable.

export type DatabaseKind = 'postgres' | 'pglite';

export type Settings = {
  /** Measured seconds per HTTP scenario (after the warm-up). */
  seconds: number;
  /** Seconds of load before each measured run, not recorded. */
  warmupSeconds: number;
  /** Concurrent HTTP connections of every load run. */
  connections: number;
  /** In this order: PostgreSQL first, then PGlite. */
  databases: DatabaseKind[];
  skipLighthouse: boolean;
  /** Live fan-out sizes, run one after the other. */
  socketCounts: number[];
  bakeries: number;
  /** Mixed load (mixed-load.ts): seconds, and visitors beside the owner's bakeries. */
  mixedLoad: { seconds: number; visitors: number };
  /** Use the existing production build as it is, even when older than the sources (work in progress elsewhere). */
  skipBuild: boolean;
  /** A PostgreSQL server where the bench may create and drop its own database. */
  adminDatabaseUrl: string;
  chromiumPath: string;
};

export class SettingsError extends Error {}

/** France scale, about as many bakeries as France has: the count the speed targets are measured with (docs/nearby-search.md). */
export const FRANCE_SCALE_BAKERIES = 35_000;

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new SettingsError(`${name} doit être un entier ≥ ${min} (reçu « ${raw} »).`);
  return value;
}

function databases(raw: string | undefined): DatabaseKind[] {
  switch ((raw ?? 'both').trim()) {
    case '':
    case 'both':
      return ['postgres', 'pglite'];
    case 'postgres':
      return ['postgres'];
    case 'pglite':
      return ['pglite'];
    default:
      throw new SettingsError(`BENCH_DB doit valoir postgres, pglite ou both (reçu « ${raw} »).`);
  }
}

function socketCounts(raw: string | undefined): number[] {
  if (!raw?.trim()) return [2_000, 10_000];
  const counts = raw.split(',').map((part) => Number(part.trim().replace(/_/g, '')));
  if (counts.some((count) => !Number.isInteger(count) || count < 0)) {
    throw new SettingsError(`BENCH_SOCKETS doit être une liste d’entiers séparés par des virgules, ex. 2000,10000 (reçu « ${raw} »).`);
  }
  return counts.filter((count) => count > 0);
}

const isSet = (value: string | undefined) => value === '1' || value === 'true';

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    seconds: positiveInteger(env, 'BENCH_SECONDS', 8),
    warmupSeconds: 3,
    connections: 50,
    databases: databases(env.BENCH_DB),
    skipLighthouse: isSet(env.BENCH_SKIP_LIGHTHOUSE),
    socketCounts: socketCounts(env.BENCH_SOCKETS),
    bakeries: positiveInteger(env, 'BENCH_BAKERIES', FRANCE_SCALE_BAKERIES, 100),
    mixedLoad: { seconds: positiveInteger(env, 'BENCH_MIXED_SECONDS', 60), visitors: positiveInteger(env, 'BENCH_MIXED_VISITORS', 200) },
    skipBuild: isSet(env.BENCH_SKIP_BUILD),
    adminDatabaseUrl: env.BENCH_DATABASE_ADMIN_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test',
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
  };
}
