// A command of `apps/server/src/cli/` run as `npm run <command>` runs it (scripts/server-cli.mjs),
// but from the sources: a process of its own, with exactly the environment given (plus PATH).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type CliRun = { code: number | null; stdout: string; stderr: string };

export function runServerCli(
  command: 'media-migrate' | 'backup' | 'restore' | 'create-staff' | 'import-osm' | 'import-sirene',
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  const entry = fileURLToPath(new URL(`../../src/cli/${command}.ts`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
