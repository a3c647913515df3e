// The rule `npm start` rebuilds by (scripts/build-freshness.mjs), on the tree `npm run build` has just
// built (scripts/test.sh runs this right after it), then on a small tree of its own.
// Run alone: `npm run build && node --test scripts/build-freshness.test.mjs`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BUILDS, staleReason, writeStamp } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Sets a file's modification time to now for the length of `check`, then gives the old one back. */
function touched(file, check) {
  const { atime, mtime } = fs.statSync(file);
  fs.utimesSync(file, new Date(), new Date());
  try {
    check();
  } finally {
    fs.utimesSync(file, atime, mtime);
  }
}

test('the tree just built is up to date for npm start and the server tools, and a touched source makes it stale', () => {
  // Fails when a build writes into a source folder (a TypeScript build info, a generated file).
  assert.equal(staleReason(root, 'all'), undefined);
  assert.equal(staleReason(root, 'server'), undefined);
  touched(path.join(root, 'apps/web/src/service-worker/sw.ts'), () => {
    assert.equal(staleReason(root, 'all'), 'sources-changed');
    assert.equal(staleReason(root, 'server'), undefined);
  });
  touched(path.join(root, 'packages/shared/src/index.ts'), () => {
    assert.equal(staleReason(root, 'all'), 'sources-changed');
    assert.equal(staleReason(root, 'server'), 'sources-changed');
  });
  assert.equal(staleReason(root, 'all'), undefined);
});

test('a tree is stale until a build has written its stamp, and whenever an output is missing', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-build-'));
  try {
    const write = (relative) => {
      fs.mkdirSync(path.dirname(path.join(tree, relative)), { recursive: true });
      fs.writeFileSync(path.join(tree, relative), '');
    };
    write('apps/server/src/server.ts');
    const startedAt = Date.now() + 1_000;
    for (const output of BUILDS.server.outputs) write(output);
    assert.equal(staleReason(tree, 'server'), 'no-stamp');
    writeStamp(tree, 'server', startedAt);
    assert.equal(staleReason(tree, 'server'), undefined);
    fs.rmSync(path.join(tree, BUILDS.server.outputs[1]));
    assert.equal(staleReason(tree, 'server'), 'missing-output');
    write(BUILDS.server.outputs[1]);
    // Saved while that build was running: it may not be in it.
    fs.utimesSync(path.join(tree, 'apps/server/src/server.ts'), new Date(startedAt + 500), new Date(startedAt + 500));
    assert.equal(staleReason(tree, 'server'), 'sources-changed');
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
});
