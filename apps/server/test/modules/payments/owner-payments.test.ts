// « Mes paiements » lists money, not attempts (docs/payments.md, "Mes paiements"): an abandoned
// checkout, or one superseded by a later paid one for the same product and month, is not shown to
// the owner; a paid or refunded payment always is; the staff's list keeps every attempt.
import type { TAdminPayment, TPaymentRow } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, paymentSessions } from '../../../src/db/schema/index.js';
import { adminRequest, staffAccount, type StaffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let owner: Account;
let other: Account;
let staff: StaffAccount;
let bakery: { id: number; nom: string };
let sessionCounter = 0;

const at = (iso: string) => new Date(iso);
const myPayments = async (account: Account) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/regiepub/paiements/', headers: bearer(account.access) });
  expect(response.statusCode).toBe(200);
  return response.json() as TPaymentRow[];
};

async function insertSession(values: Partial<typeof paymentSessions.$inferInsert> & { userId: number; status: string; createdAt: Date }) {
  sessionCounter += 1;
  const [row] = await t.app.db.db
    .insert(paymentSessions)
    .values({
      purpose: 'bakery_month',
      boulangerieId: bakery.id,
      period: '2026-11-01',
      amountCents: 1500,
      provider: 'simulated',
      providerSessionId: `sim_owner_payments_${sessionCounter}`,
      ...values,
    })
    .returning({ id: paymentSessions.id });
  return row!.id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  owner = await verifiedOwner(t.app, 'liste-owner');
  other = await verifiedOwner(t.app, 'liste-other');
  staff = await staffAccount(t.app, 'liste-staff');
  bakery = await insertBakery(t.app.db.db, owner.id, { nom: 'Le Pétrin de Liste', position: null });
  const user = owner.id;
  // November: a checkout abandoned at the provider, a pending one and a failed one, then the paid one.
  ids.canceledNovember = await insertSession({ userId: user, status: 'canceled', createdAt: at('2026-11-03T09:00:00Z') });
  ids.pendingNovember = await insertSession({ userId: user, status: 'pending', createdAt: at('2026-11-03T09:05:00Z') });
  ids.failedNovember = await insertSession({ userId: user, status: 'failed', createdAt: at('2026-11-03T09:10:00Z') });
  ids.paidNovember = await insertSession({
    userId: user,
    status: 'paid',
    createdAt: at('2026-11-03T09:20:00Z'),
    completedAt: at('2026-11-03T09:21:00Z'),
  });
  // December: an expired checkout and a pending one, nothing paid yet.
  ids.expiredDecember = await insertSession({
    userId: user,
    period: '2026-12-01',
    status: 'expired',
    createdAt: at('2026-12-02T08:00:00Z'),
  });
  ids.pendingDecember = await insertSession({
    userId: user,
    period: '2026-12-01',
    status: 'pending',
    createdAt: at('2026-12-02T08:10:00Z'),
  });
  // October: paid then fully refunded; a pending attempt made after it (a new purchase) stays.
  ids.refundedOctober = await insertSession({
    userId: user,
    period: '2026-10-01',
    status: 'paid',
    createdAt: at('2026-10-05T08:00:00Z'),
    completedAt: at('2026-10-05T08:01:00Z'),
  });
  await t.app.db.db.insert(payments).values({
    userId: user,
    paymentSessionId: ids.refundedOctober,
    kind: 'bakery_month',
    boulangerieId: bakery.id,
    bakeryName: bakery.nom,
    period: '2026-10-01',
    listPriceCents: 1500,
    discountCents: 0,
    amountCents: 1500,
    refundedCents: 1500,
    method: 'simulation',
    provider: 'simulated',
    providerPaymentId: 'sim_refunded_october',
    paidAt: at('2026-10-05T08:01:00Z'),
  } as typeof payments.$inferInsert);
  ids.pendingAfterRefund = await insertSession({
    userId: user,
    period: '2026-10-01',
    status: 'pending',
    createdAt: at('2026-10-06T08:00:00Z'),
  });
  // The access: a pending one-off superseded by the subscription paid the same Paris month.
  ids.pendingAccess = await insertSession({
    userId: user,
    purpose: 'ad_access_payment',
    boulangerieId: null,
    period: null,
    status: 'pending',
    createdAt: at('2026-09-30T22:30:00Z'), // 1 October 00:30 in Paris
  });
  ids.paidAccess = await insertSession({
    userId: user,
    purpose: 'ad_access_subscription',
    boulangerieId: null,
    period: null,
    amountCents: 1200,
    status: 'paid',
    createdAt: at('2026-10-01T10:00:00Z'),
    completedAt: at('2026-10-01T10:01:00Z'),
  });
  // September's pending access attempt belongs to another month: still shown.
  ids.pendingAccessSeptember = await insertSession({
    userId: user,
    purpose: 'ad_access_payment',
    boulangerieId: null,
    period: null,
    status: 'pending',
    createdAt: at('2026-09-30T21:30:00Z'), // 30 September 23:30 in Paris
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/regiepub/paiements/ (the owner’s list)', () => {
  it('shows every paid and refunded payment, and no attempt superseded by a later paid one for the same product and month', async () => {
    const shown = (await myPayments(owner)).map((row) => row.id);
    expect(shown).toEqual(
      expect.arrayContaining([ids.paidNovember, ids.refundedOctober, ids.paidAccess, ids.pendingDecember, ids.pendingAccessSeptember]),
    );
    for (const hidden of ['canceledNovember', 'pendingNovember', 'failedNovember', 'pendingAccess'])
      expect(shown, hidden).not.toContain(ids[hidden]);
  });

  it('never shows an abandoned checkout (cancelled or expired), even when nothing was paid after it', async () => {
    const shown = (await myPayments(owner)).map((row) => row.id);
    expect(shown).not.toContain(ids.expiredDecember);
    expect(shown).toContain(ids.pendingDecember);
  });

  it('keeps a refunded payment with its status, and a pending attempt made after it', async () => {
    const rows = await myPayments(owner);
    expect(rows.find((row) => row.id === ids.refundedOctober)).toMatchObject({ status: 'refunded', refunded_cents: 1500 });
    expect(rows.find((row) => row.id === ids.pendingAfterRefund)).toMatchObject({ status: 'pending' });
  });

  it('keeps the list newest first, and shows another owner none of it', async () => {
    const rows = await myPayments(owner);
    expect(rows.map((row) => row.created_at)).toEqual([...rows.map((row) => row.created_at)].sort().reverse());
    expect(await myPayments(other)).toEqual([]);
  });
});

describe('GET /api/admin/payments/ (the staff’s list)', () => {
  it('still lists every attempt of the owner, abandoned and superseded ones included', async () => {
    const response = await adminRequest(t.app, staff, 'GET', `/api/admin/payments/?q=${encodeURIComponent(owner.email)}&page_size=100`);
    expect(response.statusCode).toBe(200);
    const listed = (response.json().results as TAdminPayment[]).map((payment) => payment.id);
    expect(listed).toEqual(expect.arrayContaining(Object.values(ids)));
    const total = await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.userId, owner.id));
    expect(listed).toHaveLength(total.length);
  });
});
