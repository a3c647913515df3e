// Bytes of the largest list the live feed sends: a 500-card nearby answer (the cap) in central Paris,
// on the bench's France-scale data (35,000 bakeries, 1,400 in the 10 × 10 km Paris square). The
// live feed's per-socket output bound is set from it (docs/reliability.md, "Live feed").
// Run: npx tsx --conditions=source bench/live-list-size.ts   (about a minute: seeds an embedded database)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/index.js';
import { seedDatabase } from './src/seed.js';
import { PARIS_CENTRE } from './src/geography.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-list-size-'));
try {
  const seeded = await seedDatabase({ dataDir }, 35_000);
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5',
  });
  const app = await buildApp(config, { logger: false, webDistDir: dataDir });
  try {
    console.log(`${seeded.bakeryCount} bakeries, ${seeded.parisSquare} in the Paris square`);
    for (const rayon of [2, 3, 5, 10]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/boulangeries/?lat=${PARIS_CENTRE.lat}&lng=${PARIS_CENTRE.lng}&rayon=${rayon}`,
      });
      const cards = (answer.json() as unknown[]).length;
      const bytes = answer.rawPayload.length;
      console.log(
        `rayon=${rayon}: ${cards} cards, ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB, ${(bytes / cards).toFixed(0)} B/card)`,
      );
    }
  } finally {
    await app.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
