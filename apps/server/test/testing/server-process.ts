// The server in a process of its own, started the way the product starts but from the sources
// (`node --import tsx apps/server/src/server.ts`), so a test can kill it with SIGKILL and start it
// again on the same database. Its output goes to a log file whose tail is shown when it fails.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** The log lines this process wrote (JSON lines: stdout is not a terminal). */
  log(): string;
  /** SIGKILL: no handler runs, nothing is flushed by the process itself. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown of server.ts; SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGTERM without waiting: the exit code (or signal) once the process is gone. */
  terminate(): Promise<number | string | null>;
};

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server with exactly `env` (plus PATH and HOME) and waits for `/api/health`. */
export async function startServerProcess(env: Record<string, string>, logFile: string): Promise<ServerProcess> {
  const port = await freePort();
  const start = fs.statSync(logFile, { throwIfNoEntry: false })?.size ?? 0;
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  // Whatever way the test ends, its server ends with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const log = () => fs.readFileSync(logFile, 'utf8').slice(start);
  const forget = () => process.off('exit', killOnExit);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    forget();
    throw new Error(`${(error as Error).message}\n--- journal du serveur ---\n${log().split('\n').slice(-30).join('\n')}`, {
      cause: error,
    });
  }
  return {
    baseUrl,
    pid: child.pid!,
    log,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
      forget();
    },
    terminate() {
      child.kill('SIGTERM');
      return exited(child).then(() => {
        forget();
        return child.exitCode ?? child.signalCode;
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited(child);
        clearTimeout(timer);
      }
      forget();
      if (child.exitCode !== 0) throw new Error(`le serveur s’est arrêté avec le code ${child.exitCode ?? child.signalCode}`);
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté au démarrage (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`le serveur ne répond pas sur ${baseUrl}/api/health après ${HEALTH_TIMEOUT_MS / 1000} s`);
}
