#!/usr/bin/env node
// `npm start`: builds what is not built yet, then starts the server (embedded database and demo
// by default, see README). Extra environment variables pass through unchanged.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'].map((file) =>
  path.join(root, file),
);

/** Newest modification time under the source folders, to rebuild after a `git pull`. */
function newestSourceTime() {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of [
    'packages/shared/src',
    'apps/server/src',
    'apps/server/drizzle',
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
  ]) {
    const full = path.join(root, dir);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    else walk(full);
  }
  return newest;
}

const oldestOutput = Math.min(...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (oldestOutput === 0 || newestSourceTime() > oldestOutput) {
  console.log('Construction de Fournil (première fois ou sources modifiées)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
