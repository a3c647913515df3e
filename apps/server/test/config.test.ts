import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

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
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.provider).toBe('simulated');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SEED_DEMO: 'peut-être' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production', CAPTCHA_TEST_MODE: '1', JWT_SECRET: 'x'.repeat(40) }, 'CAPTCHA_TEST_MODE'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
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
    const deadline = Date.now() + 45_000;
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
  }, 60_000);
});
