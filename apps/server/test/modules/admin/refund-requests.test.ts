// A staff refund never holds the database while Stripe answers (docs/payments.md, "Staff refunds"):
// the refund asked is written first (`refund_requests`, with its idempotency key), Stripe is called
// outside any transaction, and the answer is recorded in another; Stripe's `charge.refunded` event
// records it too, whichever comes first. Against the Stripe peer: no answer, a slow answer, an answer
// that crosses the event, a stop between the answer and the record, and the same answer twice —
// each time one refund at Stripe, one credit note, and the other requests answered meanwhile.
import { ADMIN_REFUND_MESSAGES, formatEuros } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../../src/db/schema/index.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { disputeObject, startStripePeer, type StripePeer, stripeEnvFor } from '../../testing/stripe-peer.js';
import { deliverChargeRefunded, deliverEvent, paidOnStripe, recordedRefunds, refundCalls } from '../../testing/stripe-refund-fixtures.js';

let t: TestApp;
let peer: StripePeer;
let staff: Account;

const WEBHOOK_SECRET = 'whsec_test_refund_requests';
const refund = (id: number, payload?: Record<string, unknown>) =>
  adminRequest(t.app, staff, 'POST', `/api/admin/paiements/${id}/rembourser/`, payload);
const chargeRefunded = (paymentIntent: string, amountRefunded: number, id: string) =>
  deliverChargeRefunded(t.app, WEBHOOK_SECRET, paymentIntent, amountRefunded, id);
const paid = (owner: Account) => paidOnStripe(t.app, peer, staff, owner);
const recorded = (ledgerId: number) => recordedRefunds(t.app, ledgerId);
const callsFor = (paymentIntent: string) => refundCalls(peer).filter((call) => call.form.get('payment_intent') === paymentIntent);
const hasAccess = async (owner: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/access/', headers: bearer(owner.access) })).json().has_access as boolean;
const requestsOf = (ledgerId: number) => t.app.db.db.select().from(refundRequests).where(eq(refundRequests.paymentId, ledgerId));

/** Resolves once `condition` holds (the peer received the call), fails after 10 s. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The answer, or a failure when it takes more than 3 s: a request frozen behind the refund's call. */
function answeredPromptly<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within 3 s while Stripe held the refund`)), 3_000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The process stops after Stripe refunded and before the refund is recorded: the record of Stripe's
 * answer fails (a trigger on the refund's row, which only that record sets), rolling back the whole
 * recording transaction. Stripe's events never set it, so they still pass.
 */
async function stopBeforeTheRecord(): Promise<() => Promise<void>> {
  await t.app.db.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refund_record_stops() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'the process stopped before the refund was recorded'; END $$ LANGUAGE plpgsql`),
  );
  await t.app.db.db.execute(
    sql.raw(`CREATE TRIGGER test_refund_record_stops BEFORE UPDATE ON refund_requests FOR EACH ROW
      WHEN (NEW.provider_refund_id IS NOT NULL) EXECUTE FUNCTION test_refund_record_stops()`),
  );
  return async () => {
    await t.app.db.db.execute(sql.raw('DROP TRIGGER test_refund_record_stops ON refund_requests'));
  };
}

beforeAll(async () => {
  peer = await startStripePeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, ...stripeEnvFor(peer, WEBHOOK_SECRET) });
  staff = await staffAccount(t.app, 'demande-remb-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('a staff refund when Stripe fails, is slow, or answers twice', () => {
  it('keeps the refund asked when Stripe does not answer (5xx): the staff is told, and asking again refunds once under the same key', async () => {
    const owner = await verifiedOwner(t.app, 'demande-sans-reponse');
    const { ledgerId, paymentIntent } = await paid(owner);
    peer.refundFailure = { status: 500, message: 'An unknown error occurred' };
    try {
      const response = await refund(ledgerId, { amount_cents: 500 });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.providerNoAnswer });
    } finally {
      peer.refundFailure = null;
    }
    expect(await recorded(ledgerId)).toEqual({ refunded: 0, creditNotes: 0 });

    // Stripe may have made it: another amount is refused until that one is settled…
    const other = await refund(ledgerId);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.pendingOther(formatEuros(500)) });
    // …and the same one is asked again under its key, so that Stripe could only answer with the refund it made.
    const again = await refund(ledgerId, { amount_cents: 500 });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toMatchObject({ refunded_cents: 500, refundable_cents: 1000 });
    expect(new Set(callsFor(paymentIntent).map((call) => call.idempotencyKey)).size).toBe(1);
    expect(peer.refunds.filter((made) => made.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await recorded(ledgerId)).toEqual({ refunded: 500, creditNotes: 1 });
  });

  it('while Stripe holds the answer, the list, the history and the webhooks of the same and another payment are answered', async () => {
    const owner = await verifiedOwner(t.app, 'demande-lente');
    const other = await verifiedOwner(t.app, 'demande-lente-autre');
    const slow = await paid(owner);
    const elsewhere = await paid(other);
    const release = peer.holdRefunds();
    const pending = refund(slow.ledgerId);
    try {
      await until(() => peer.refundsHeld === 1, 'the refund call at Stripe');
      const answers = await Promise.all([
        answeredPromptly(
          adminRequest(t.app, staff, 'GET', `/api/admin/payments/?q=${encodeURIComponent(owner.email)}`),
          'the payments list',
        ),
        answeredPromptly(t.app.inject({ method: 'GET', url: '/api/regiepub/paiements/', headers: bearer(owner.access) }), 'Mes paiements'),
        answeredPromptly(
          deliverEvent(t.app, WEBHOOK_SECRET, {
            id: 'evt_lent_litige',
            type: 'charge.dispute.created',
            data: { object: disputeObject(slow.paymentIntent, 1500) },
          }),
          'a dispute of the payment being refunded',
        ),
        answeredPromptly(chargeRefunded(elsewhere.paymentIntent, 500, 'evt_lent_autre'), 'a refund event of another payment'),
        answeredPromptly(refund(slow.ledgerId), 'a second click'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 409]);
      expect(answers[4]!.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.inProgress });
      // All of it while the refund's answer was still held at Stripe.
      expect(peer.refundsHeld).toBe(1);
      expect(await recorded(elsewhere.ledgerId)).toEqual({ refunded: 500, creditNotes: 1 });
    } finally {
      release();
    }
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toMatchObject({ refunded_cents: 1500, disputed_at: expect.any(String) });
    expect(callsFor(slow.paymentIntent)).toHaveLength(1);
  });

  it("records one refund and one credit note when Stripe's event arrives before its answer, and again after it", async () => {
    const owner = await verifiedOwner(t.app, 'demande-croisee');
    const { ledgerId, paymentIntent } = await paid(owner);
    const release = peer.holdRefunds();
    const pending = refund(ledgerId);
    try {
      await until(() => peer.refundsHeld === 1, 'the refund call at Stripe');
      // Stripe refunded and sent its event while its answer is still on the way.
      expect((await chargeRefunded(paymentIntent, 1500, 'evt_croise_avant')).statusCode).toBe(200);
      expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 1 });
      expect(await hasAccess(owner)).toBe(false);
    } finally {
      release();
    }
    const response = await pending;
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The answer names the credit note the event issued: there is no other.
    expect(body.payment.refunded_cents).toBe(1500);
    const creditNotes = (body.payment.documents as { type: string; numero: string }[]).filter((document) => document.type === 'avoir');
    expect(creditNotes.map((document) => document.numero)).toEqual([body.avoir]);

    expect((await chargeRefunded(paymentIntent, 1500, 'evt_croise_avant')).statusCode).toBe(200);
    expect((await chargeRefunded(paymentIntent, 1500, 'evt_croise_apres')).statusCode).toBe(200);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 1 });
    expect(callsFor(paymentIntent)).toHaveLength(1);
    const entries = await auditEntriesOf(t.app, staff, 'payment', ledgerId);
    expect(entries.filter((entry) => entry.action === 'refund')).toHaveLength(1);
  });

  it("lets Stripe's event record, once, a refund made when the process stopped before recording it", async () => {
    const owner = await verifiedOwner(t.app, 'demande-arret');
    const { ledgerId, paymentIntent } = await paid(owner);
    const resume = await stopBeforeTheRecord();
    try {
      const response = await refund(ledgerId);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.recordPending });
      expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(1500);
      expect(await recorded(ledgerId)).toEqual({ refunded: 0, creditNotes: 0 });
      // The refund asked is still under way: a second click cannot start another one.
      const click = await refund(ledgerId);
      expect(click.statusCode).toBe(409);
      expect(click.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.inProgress });
    } finally {
      await resume();
    }

    expect((await chargeRefunded(paymentIntent, 1500, 'evt_arret')).statusCode).toBe(200);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 1 });
    expect(await hasAccess(owner)).toBe(false);
    const [asked] = await requestsOf(ledgerId);
    expect(asked).toMatchObject({ status: 'refunded', amountCents: 1500, requestedBy: staff.id });
    expect(asked!.creditNoteId).not.toBeNull();

    expect((await chargeRefunded(paymentIntent, 1500, 'evt_arret_encore')).statusCode).toBe(200);
    const last = await refund(ledgerId);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.alreadyRefunded });
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 1 });
    expect(callsFor(paymentIntent)).toHaveLength(1);
  });

  it('records once the same refund answered twice by Stripe, when it is asked again after a stop', async () => {
    const owner = await verifiedOwner(t.app, 'demande-deux-reponses');
    const { ledgerId, paymentIntent } = await paid(owner);
    const resume = await stopBeforeTheRecord();
    try {
      expect((await refund(ledgerId, { amount_cents: 500 })).statusCode).toBe(503);
    } finally {
      await resume();
    }
    // Long after the stop, the call can no longer be under way: the refund may be asked again.
    await t.app.db.db
      .update(refundRequests)
      .set({ callStartedAt: sql`${refundRequests.callStartedAt} - interval '10 minutes'` })
      .where(eq(refundRequests.paymentId, ledgerId));

    const again = await refund(ledgerId, { amount_cents: 500 });
    expect(again.statusCode).toBe(200);
    expect(again.json().avoir).toMatch(/^A-\d{4}-\d{6}$/);
    const calls = callsFor(paymentIntent);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    // Stripe answered the second call with the refund of the first.
    expect(peer.refunds.filter((made) => made.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await recorded(ledgerId)).toEqual({ refunded: 500, creditNotes: 1 });

    expect((await chargeRefunded(paymentIntent, 500, 'evt_deux_reponses')).statusCode).toBe(200);
    expect(await recorded(ledgerId)).toEqual({ refunded: 500, creditNotes: 1 });
    expect(await hasAccess(owner)).toBe(true);
  });
});
