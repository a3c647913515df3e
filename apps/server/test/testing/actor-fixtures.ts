// The nine actors (docs/reliability.md, "Authorization matrix") and the records they act on, built
// once per test file: shared by the authorization matrix (app/authorization-matrix.test.ts) and the
// generated bad input (app/bad-input.test.ts), so both call every route on the same kind of real
// data. `prefix` keeps the names of two files apart.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { faqs, managerInvitations, promoCodes, staticPages, users } from '../../src/db/schema/index.js';
import { bearer, register } from './auth-helpers.js';
import { adminRequest, insertContactMessage, staffAccount } from './admin-fixtures.js';
import type { Actor, Fixtures } from '../app/authorization-matrix.js';
import { CENTER, insertBakery } from './bakery-fixtures.js';
import { invitationToken, invite, makeManager, signUp, type Account } from './manager-fixtures.js';
import { multipart } from './multipart.js';
import { verifiedOwner } from './payment-fixtures.js';
import { recordPayment } from '../../src/modules/payments/ledger.js';

export type ActorAccounts = Record<Exclude<Actor, 'anonymous'> | 'target', Account>;

export type ActorFixtures = {
  /** Every account: the actors' and the back-office's suspension target. */
  accounts: ActorAccounts;
  f: Fixtures;
  /** SIRENs held by accounts (the two owners'), with their owner's id. */
  sirens: Map<string, number>;
};

function expectStatus(what: string, response: { statusCode: number; body: string }, status: number): void {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

export async function buildActorFixtures(app: FastifyInstance, prefix: string): Promise<ActorFixtures> {
  const db = app.db.db;
  const f = {} as Fixtures;
  f.pngImage = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#c8a165' } })
    .png()
    .toBuffer();

  const accounts = {} as ActorAccounts;
  accounts.owner = await verifiedOwner(app, `${prefix}-proprio`);
  accounts.otherOwner = await verifiedOwner(app, `${prefix}-concurrent`);
  accounts.manager = await signUp(app, `${prefix}-responsable`);
  accounts.otherManager = await signUp(app, `${prefix}-autre-responsable`);
  accounts.user = await signUp(app, `${prefix}-client`);
  accounts.suspended = await signUp(app, `${prefix}-suspendu`);
  accounts.staff = await staffAccount(app, `${prefix}-staff`);
  accounts.target = await signUp(app, `${prefix}-cible`);
  // An unconfirmed account cannot sign in (login answers 400 until the e-mail is confirmed): its
  // token is minted with the app's own signer, as if it had been issued some other way — the worst case.
  const unconfirmedEmail = `${prefix}-non-confirme@fournil.test`;
  expectStatus('registration', await register(app, { username: `${prefix}-non-confirme`, email: unconfirmedEmail }), 201);
  const [unconfirmed] = await db.select({ id: users.id }).from(users).where(eq(users.email, unconfirmedEmail));
  accounts.unconfirmed = {
    id: unconfirmed!.id,
    username: `${prefix}-non-confirme`,
    email: unconfirmedEmail,
    access: (await app.tokens.sign(unconfirmed!.id)).access,
  };
  const sirens = new Map<string, number>();
  for (const owner of [accounts.owner, accounts.otherOwner]) {
    const [row] = await db.select({ siren: users.siren }).from(users).where(eq(users.id, owner.id));
    sirens.set(row!.siren!, owner.id);
  }

  const { owner, otherOwner, manager, otherManager, user } = accounts;
  // The managers of `bakery` and `otherBakery` accepted a real invitation, so they are their owner's
  // managers (GET /api/utilisateurs/responsables/); the others are set directly.
  f.bakery = (await insertBakery(db, owner.id, { nom: `Au Levain Gardé (${prefix})`, position: CENTER })).id;
  await makeManager(app, owner, f.bakery, manager);
  f.doomedBakery = (
    await insertBakery(db, owner.id, { nom: `Fournil à fermer (${prefix})`, position: CENTER, responsableId: manager.id })
  ).id;
  f.otherBakery = (await insertBakery(db, otherOwner.id, { nom: `Chez le Voisin (${prefix})`, position: CENTER })).id;
  await makeManager(app, otherOwner, f.otherBakery, otherManager);
  const offered = (await insertBakery(db, owner.id, { nom: `Fournil à confier (${prefix})`, position: CENTER })).id;
  f.offeredBakery = offered;
  expectStatus('invite', await invite(app, owner, offered, user.email), 200);
  f.invitationToken = await invitationToken(app, user.email);
  const [invitation] = await db
    .select({ id: managerInvitations.id })
    .from(managerInvitations)
    .where(eq(managerInvitations.bakeryId, offered));
  f.invitation = invitation!.id;
  f.managerId = manager.id;
  f.leftBakery = (await insertBakery(db, owner.id, { nom: `Fournil quitté (${prefix})`, position: CENTER, responsableId: manager.id })).id;

  // Opened before the access grant: an owner who already has access is not sold it again.
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session/',
    headers: bearer(owner.access),
    payload: { mode: 'payment' },
  });
  expectStatus('checkout', checkout, 200);
  f.paymentSession = checkout.json().sessionId;
  // A payment of the owner's on the ledger, with its invoice (docs/invoices.md).
  const paid = await db.transaction((tx) =>
    recordPayment(
      tx,
      { config: app.config, log: app.log },
      {
        userId: owner.id,
        kind: 'ad_access_payment',
        provider: 'simulated',
        providerPaymentId: `matrix-${prefix}`,
        method: 'simulation',
        listPriceCents: 1500,
        discountCents: 0,
        amountCents: 1500,
        paidAt: new Date(),
      },
    ),
  );
  f.invoice = paid.invoiceNumber;
  for (const account of [owner, otherOwner]) {
    await db.execute(
      sql`INSERT INTO ad_access_grants (user_id, starts_at, ends_at) VALUES (${account.id}, now() - interval '1 day', now() + interval '30 days')`,
    );
  }
  const postCampaign = async (account: Account, fields: Record<string, string>, withImage: boolean) => {
    const body = multipart(
      fields,
      withImage ? [{ name: 'image', filename: 'affiche.png', contentType: 'image/png', data: f.pngImage }] : [],
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/regiepub/campagnes-publicitaires/',
      headers: { ...bearer(account.access), ...body.headers },
      payload: body.payload,
    });
    expectStatus('campaign', response, 201);
    return response.json() as { id: number; images: { id: number }[] };
  };
  const campaignFields = {
    boulangerie: String(f.bakery),
    nom_campagne: 'Galette des rois',
    description: 'Frangipane maison',
    formule: 'payante',
    url_site_boulanger: 'https://fournil.example.fr',
  };
  const campaign = await postCampaign(owner, campaignFields, true);
  f.campaign = campaign.id;
  f.image = campaign.images[0]!.id;
  f.doomedCampaign = (await postCampaign(owner, { ...campaignFields, nom_campagne: 'Campagne à supprimer' }, false)).id;
  // The other owner's campaign, so that their lists are not empty by accident.
  await postCampaign(otherOwner, { ...campaignFields, boulangerie: String(f.otherBakery) }, false);

  f.captchaKey = (await app.inject({ method: 'GET', url: '/api/captcha/' })).json().key;
  f.pageSlug = `page-${prefix}`;
  await db.insert(staticPages).values({ slug: f.pageSlug, title: `Page ${prefix}`, content: 'Texte.' });
  f.faq = (await db.insert(faqs).values({ question: 'Une question ?', answer: 'Une réponse.' }).returning({ id: faqs.id }))[0]!.id;
  f.promoCode = (
    await db.insert(promoCodes).values({ code: prefix.toUpperCase(), discountCents: 100 }).returning({ id: promoCodes.id })
  )[0]!.id;
  f.message = await insertContactMessage(app, { subject: 'Une question', email: accounts.target.email });
  f.target = accounts.target.id;

  // Suspended by staff through the back-office, as it happens in real life.
  expectStatus('suspend', await adminRequest(app, accounts.staff, 'POST', `/api/admin/users/${accounts.suspended.id}/suspend/`, {}), 200);
  return { accounts, f, sirens };
}
