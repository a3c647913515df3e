// When the build is out of date (docs/runtime.md, "Builds"): `npm start` and the server's command-line
// tools rebuild only when a source changed since the last build. An up-to-date `tsc -b` rewrites
// nothing, so no compiled file can tell when the build last ran: each build writes a stamp with the
// time it started, and a source is "changed" when it is newer than that time. Nothing a build writes
// may land in a source folder (the TypeScript build info lives in node_modules/.cache/tsbuildinfo/),
// or every build would look stale to the next one.
import fs from 'node:fs';
import path from 'node:path';

/** Each stamp, what its build compiles from and the files it must have left behind. */
export const BUILDS = {
  /** `npm run build`: the shared package, the server and the web app. */
  all: {
    sources: [
      'packages/shared/src',
      'apps/server/src',
      'apps/server/drizzle',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
    ],
    outputs: ['packages/shared/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'],
  },
  /** `tsc -b apps/server` (scripts/server-cli.mjs): the server and the shared package it references. */
  server: {
    sources: ['packages/shared/src', 'apps/server/src', 'apps/server/drizzle'],
    outputs: ['packages/shared/dist/index.js', 'apps/server/dist/server.js'],
  },
};

const stampPath = (root, name) => path.join(root, 'node_modules/.cache/fournil-build', `${name}.json`);

/** Newest modification time of the files under `paths` (files or folders; node_modules and dist skipped). */
export function newestSourceTime(root, paths) {
  let newest = 0;
  const visit = (full) => {
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(full)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(full, entry));
  };
  for (const relative of paths) visit(path.join(root, relative));
  return newest;
}

/**
 * Why the build `name` must run again — 'missing-output', 'no-stamp' (no build finished since the
 * stamps exist), 'sources-changed' — or undefined when it is up to date.
 */
export function staleReason(root, name) {
  const { sources, outputs } = BUILDS[name];
  if (outputs.some((file) => !fs.existsSync(path.join(root, file)))) return 'missing-output';
  let startedAt;
  try {
    startedAt = JSON.parse(fs.readFileSync(stampPath(root, name), 'utf8')).startedAt;
  } catch {
    return 'no-stamp';
  }
  if (typeof startedAt !== 'number') return 'no-stamp';
  // A source saved while the build ran may not be in it: as new as the build's start means stale.
  if (newestSourceTime(root, sources) >= startedAt) return 'sources-changed';
  return undefined;
}

/** Written once a build has succeeded, with the time it started. */
export function writeStamp(root, name, startedAt) {
  const file = stampPath(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ startedAt })}\n`);
}
