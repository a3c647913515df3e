// The nearby card stays compact (docs/nearby-search.md, "The card"): on the demo data, a card
// weighs at most 480 bytes on average, UTF-8, in the very answer the home page reads.
import { DEFAULT_CENTER } from '@fournil/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildDemoBakeries } from '../../../src/db/seed/demo.js';
import { type TestApp, buildTestApp } from '../../testing/helper.js';

// 458 measured with the calendar keys, 536 with the flags' times `disponibilites_maj` (78 bytes:
// docs/nearby-search.md, "Size", says what the margin allows and what a denser form would save), 586
// with `revendiquee` and `horaires_statut` (49 bytes).
const CARD_BUDGET_BYTES = 610;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: '1' });
});
afterAll(async () => t?.close());

it(`weighs at most ${CARD_BUDGET_BYTES} bytes per demo bakery on average`, async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/boulangeries/?lat=${DEFAULT_CENTER.lat}&lng=${DEFAULT_CENTER.lng}&rayon=10`,
  });
  const cards = response.json() as unknown[];
  expect(cards.length).toBeGreaterThanOrEqual(buildDemoBakeries().length);
  const bytesPerCard = Buffer.byteLength(response.body) / cards.length;
  expect(bytesPerCard).toBeLessThanOrEqual(CARD_BUDGET_BYTES);
});
