#!/usr/bin/env node
// `npm run build`: the TypeScript projects (tsc -b), then the web app; once both succeeded, the stamps
// that tell `npm start` and the server's command-line tools the build is up to date (scripts/build-freshness.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeStamp } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b']);
run('npm', ['run', 'build', '-w', '@fournil/web']);
writeStamp(root, 'all', startedAt);
writeStamp(root, 'server', startedAt);
