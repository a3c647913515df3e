// An unsupported Node says so (src/supported-node.ts, docs/runtime.md): the server and every command
// started on the machine's old Node stop with one French line naming the Node needed, exit code 1,
// instead of dying of a segmentation fault in argon2's native module.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { satisfiesRange, unsupportedNodeLine } from '../src/supported-node.js';

// npm's own reading of ranges (the root's devDependency, untyped): what the check must agree with.
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENGINES = (JSON.parse(fs.readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { engines: { node: string } }).engines.node;

/** The machine's own Node (Debian's or NodeSource's), which the project does not run on here. */
const SYSTEM_NODE = '/usr/bin/node';
const systemNodeVersion = fs.existsSync(SYSTEM_NODE)
  ? spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '')
  : undefined;
const hasUnsupportedSystemNode = systemNodeVersion !== undefined && !semver.satisfies(systemNodeVersion, ENGINES);

describe('the Node version check', () => {
  it('reads ranges as npm does', () => {
    const ranges = [ENGINES, '^22.13.0 || ^24.0.0', '>=20.19.0 <21.0.0 || >=22.12.0', '~24.1.0', '^0.4.2', '^0.0.3', '24.21.0'];
    for (const range of ranges) {
      for (let major = 0; major <= 26; major += 1) {
        for (const minor of [0, 1, 4, 12, 13, 14, 21]) {
          for (const patch of [0, 2, 3, 9]) {
            const version = `${major}.${minor}.${patch}`;
            expect(satisfiesRange(version, range), `${version} in ${range}`).toBe(semver.satisfies(version, range));
          }
        }
      }
    }
  });

  it('accepts the Node running the tests, and names the range and the bundled Node to any other', () => {
    expect(unsupportedNodeLine(process.versions.node, ENGINES, { npm: 'npm start', entry: 'apps/server/dist/server.js' })).toBeUndefined();
    expect(unsupportedNodeLine('20.20.2', ENGINES, { npm: 'npm start', entry: 'apps/server/dist/server.js' })).toBe(
      `Node.js 20.20.2 n’est pas pris en charge : Fournil demande Node.js ${ENGINES}. Lancez-le avec le Node que le projet installe (npm ci) : npm start, ou node_modules/.bin/node apps/server/dist/server.js (docs/runtime.md).`,
    );
  });
});

/** An entry point started on the system's Node, from the sources as the other process tests do. */
function runOnSystemNode(entry: string): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(SYSTEM_NODE, ['--conditions=source', '--import', 'tsx', `${REPO_ROOT}${entry}`], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', DATA_DIR: '/nonexistent/fournil' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
}

// Skipped only where /usr/bin/node is missing or is a supported version: then nothing old is there to start.
describe.skipIf(!hasUnsupportedSystemNode)(`started on ${SYSTEM_NODE} (Node ${systemNodeVersion ?? 'absent'})`, () => {
  it.each([
    ['apps/server/src/server.ts', 'npm start', 'apps/server/dist/server.js'],
    ['apps/server/src/cli/create-staff.ts', 'npm run create-staff', 'apps/server/dist/cli/create-staff.js'],
    ['apps/server/src/cli/backup.ts', 'npm run backup', 'apps/server/dist/cli/backup.js'],
    ['apps/server/src/cli/restore.ts', 'npm run restore', 'apps/server/dist/cli/restore.js'],
    ['apps/server/src/cli/media-migrate.ts', 'npm run media:migrate', 'apps/server/dist/cli/media-migrate.js'],
    ['apps/server/src/cli/import-osm.ts', 'npm run import:osm', 'apps/server/dist/cli/import-osm.js'],
    ['apps/server/src/cli/import-sirene.ts', 'npm run import:sirene', 'apps/server/dist/cli/import-sirene.js'],
  ])('%s refuses with one French line and exit code 1, before anything native loads', async (entry, npm, built) => {
    const result = await runOnSystemNode(entry);
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Node.js ${systemNodeVersion} n’est pas pris en charge : Fournil demande Node.js ${ENGINES}. Lancez-le avec le Node que le projet installe (npm ci) : ${npm}, ou node_modules/.bin/node ${built} (docs/runtime.md).\n`,
    );
  });
});
