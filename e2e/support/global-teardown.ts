import fs from 'node:fs';
import pg from 'pg';
import { adminDatabaseUrl, databaseName, stateFile } from './environment.js';

export default async function globalTeardown(): Promise<void> {
  if (fs.existsSync(stateFile)) {
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { pids: number[]; peerPids: number[]; dataDir: string };
    for (const pid of [...state.pids, ...state.peerPids]) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(state.dataDir, { recursive: true, force: true });
    fs.rmSync(stateFile, { force: true });
  }
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
  await admin.end();
}
