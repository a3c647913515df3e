// Advertising fixtures: a signed-in owner's multipart forms, their bakeries, the access grant and the
// monthly fee written directly (the payments that produce them are tested in modules/payments/).
import { encodeBakeryParts, parisMonthStart } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { bearer } from './auth-helpers.js';
import type { Account } from './manager-fixtures.js';
import { multipart, type FilePart } from './multipart.js';

/** A multipart request as the campaign manager sends it. */
export function sendForm(
  app: FastifyInstance,
  account: Account,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return app.inject({ method, url, headers: { ...bearer(account.access), ...body.headers }, payload: body.payload });
}

/** A bakery of `account`, created through the professional area; returns its id. */
export async function createBakery(app: FastifyInstance, account: Account, nom: string): Promise<number> {
  const response = await sendForm(
    app,
    account,
    'POST',
    '/api/cotepro/mes-boulangeries/',
    // The pin placed by the owner (a geocoded address at a commune centre would be held off the public pages:
    // docs/bakery-management.md, "Approximate positions").
    encodeBakeryParts({
      nom,
      adresse_postale: '5 rue du Pain',
      ville: 'Paris',
      code_postal_boulangerie: '75011',
      latitude: 48.8589,
      longitude: 2.3799,
    }),
  );
  if (response.statusCode !== 201) throw new Error(`bakery: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** An advertising access grant covering now, for 30 days. */
export async function grantAccess(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO ad_access_grants (user_id, starts_at, ends_at) VALUES (${userId}, now() - interval '1 day', now() + interval '30 days')`,
  );
}

/** The bakery's fee paid for `period` ('YYYY-MM-01', the current Paris month by default). */
export async function payMonth(db: Db, bakeryId: number, period = parisMonthStart()): Promise<void> {
  await db.execute(
    sql`INSERT INTO bakery_monthly_payments (boulangerie_id, period, status, amount_cents) VALUES (${bakeryId}, ${period}, 'paid', 1500)`,
  );
}

/** An image row for a campaign written directly (uploads are tested in modules/advertising/): a month is paid from a campaign with one. */
export async function addCampaignImageRow(db: Db, campaignId: number): Promise<void> {
  await db.execute(sql`INSERT INTO campaign_images (campaign_id, image) VALUES (${campaignId}, ${`campaigns/test-${campaignId}.jpg`})`);
}
