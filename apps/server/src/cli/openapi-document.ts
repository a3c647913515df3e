// Prints the OpenAPI document (docs/api-conventions.md, "The generated reference") as the server
// would serve it, from a throwaway in-memory database: `node apps/server/dist/cli/openapi-document.js
// > openapi.json`. The test command lints it with Redocly (redocly.yaml).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/client.js';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    DATA_DIR: dataDir,
    APP_URL: process.env.APP_URL ?? 'https://fournil.fr',
  });
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp(config, { logger: false, database, ownsDatabase: true, webDistDir: dataDir });
  try {
    await app.ready();
    process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
