// A large form part without a Content-Disposition header: @fastify/busboy skips the part without
// draining it, the body stops flowing and the form never ends. Found by the generated bad input
// (docs/reliability.md, "Generated bad input"); lib/multipart-errors.ts answers it as a broken form
// once the body has not moved for FORM_IDLE_MS, instead of holding the request until its socket
// times out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_FORM, FORM_IDLE_MS } from '../../src/lib/multipart-errors.js';
import { bearer } from '../testing/auth-helpers.js';
import { insertBakery } from '../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../testing/manager-fixtures.js';
import { verifiedOwner } from '../testing/payment-fixtures.js';

const BOUNDARY = '----fournilsansdisposition';
// 200 kB: more than the parser buffers before it waits for the skipped part to be read.
const HEADLESS_FORM = Buffer.from(
  `--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(200_000)}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="nom"\r\n\r\nAu Four Bloqué\r\n--${BOUNDARY}--\r\n`,
);

let t: TestApp;
let owner: Account;
let bakeryId: number;

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  owner = await verifiedOwner(t.app, 'sans-disposition');
  bakeryId = (await insertBakery(t.app.db.db, owner.id, { nom: 'Au Formulaire Bloqué', position: null })).id;
});

afterAll(async () => t?.close());

describe('a large multipart part without Content-Disposition', () => {
  it(
    'gets the French broken-form answer on the bakery create and edit forms, and changes nothing',
    async () => {
      const send = (method: 'POST' | 'PATCH', url: string) =>
        t.app.inject({
          method,
          url,
          headers: { ...bearer(owner.access), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: HEADLESS_FORM,
        });
      const [created, edited] = await Promise.all([
        send('POST', '/api/cotepro/mes-boulangeries/'),
        send('PATCH', `/api/cotepro/ma-boulangerie/${bakeryId}/`),
      ]);
      for (const response of [created, edited]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ detail: BROKEN_FORM });
      }
      const mine = await t.app.inject({ method: 'GET', url: '/api/cotepro/mes-boulangeries/', headers: bearer(owner.access) });
      expect((mine.json() as { nom: string }[]).map((bakery) => bakery.nom)).toEqual(['Au Formulaire Bloqué']);
    },
    FORM_IDLE_MS * 3,
  );
});
