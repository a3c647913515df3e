// Seeds every empty database with the static pages and FAQs, and (SEED_DEMO=1) with the demo.
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import { sha256Hex } from '../../lib/secure-token.js';
import type { Db } from '../client.js';
import { parisDay } from '@fournil/shared';
import {
  bakeries,
  bakeryClosures,
  bakerySpecialHours,
  faqs,
  ownerManagers,
  promoCodes,
  staticPages,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../schema/index.js';
import { LEGAL_SEED_SLUGS, SEED_FAQS, SEED_PAGES } from './content.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STAFF_RECOVERY_CODES,
  DEMO_STAFF_TOTP_SECRET,
  buildDemoBakeries,
  buildDemoCalendar,
} from './demo.js';
import type { Config } from '../../config/index.js';
import { sealSecret } from '../../lib/sealed-secret.js';

/** `addedLegalPages`: the legal pages a database already seeded was missing (docs/content.md). */
export type SeedReport = { seededContent: boolean; seededDemo: boolean; addedLegalPages: string[] };

export type SeedOptions = {
  demo: boolean;
  config: Pick<Config, 'jwtSecret' | 'dataDir'>;
  /**
   * Imports the demo's open-data listings after its 40 claimed bakeries, with the real import (docs/demo-data.md,
   * "Listings"). Handed in by app.ts: the import is a module, which this floor may not import.
   */
  importDemoListings?: (db: Db) => Promise<unknown>;
};

/** `config`: where the JWT secret is, which encrypts the demo staff's authenticator secret. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = { seededContent: false, seededDemo: false, addedLegalPages: [] };
  const [pageCount] = await db.select({ n: count() }).from(staticPages);
  const [faqCount] = await db.select({ n: count() }).from(faqs);
  if (!pageCount?.n && !faqCount?.n) {
    await db.insert(staticPages).values(SEED_PAGES.map((page) => ({ ...page })));
    await db.insert(faqs).values(SEED_FAQS.map((faq, index) => ({ ...faq, destinations: [...faq.destinations], position: index })));
    report.seededContent = true;
  } else {
    report.addedLegalPages = await seedMissingLegalPages(db);
  }
  if (options.demo) {
    const [userCount] = await db.select({ n: count() }).from(users);
    if (!userCount?.n) {
      await seedDemo(db, options.config);
      await options.importDemoListings?.(db);
      report.seededDemo = true;
    }
  }
  return report;
}

/**
 * A database seeded before a legal page existed gets it at start, by slug; a page of that slug,
 * edited or not, is never touched (docs/content.md, "Legal pages"). A legal page staff deleted
 * therefore comes back at the next start: the site must always have them.
 */
async function seedMissingLegalPages(db: Db): Promise<string[]> {
  const legal: readonly string[] = LEGAL_SEED_SLUGS;
  const pages = SEED_PAGES.filter((page) => legal.includes(page.slug)).map((page) => ({ ...page }));
  const added = await db
    .insert(staticPages)
    .values(pages)
    .onConflictDoNothing({ target: staticPages.slug })
    .returning({ slug: staticPages.slug });
  return added.map((page) => page.slug);
}

async function seedDemo(db: Db, config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const account = (values: Partial<typeof users.$inferInsert> & { username: string; email: string }) =>
      tx
        .insert(users)
        .values({ passwordHash, emailVerified: true, ...values })
        .returning({ id: users.id });
    const [owner] = await account({
      ...DEMO_ACCOUNTS.owner,
      sirenVerified: true,
      sirenVerifiedAt: new Date(),
      // As the demo registry names this SIREN (apps/server/demo/siren-registry.demo.json).
      companyName: 'Boulangerie Démo',
      isProprietaire: true,
      adresseUtilisateur: '8 rue Saint-Antoine',
      codePostalUtilisateur: '75004',
      commune: 'Paris',
      telephone: '01 42 72 00 00',
    });
    const [manager] = await account({ ...DEMO_ACCOUNTS.manager });
    const [staff] = await account({ ...DEMO_ACCOUNTS.staff, isStaff: true });
    // The back-office needs two-step verification: the demo staff's authenticator secret is published
    // (README), so anyone trying the demo can add it to an app (docs/two-factor.md, "Demo").
    await tx
      .insert(twoFactorSecrets)
      .values({ userId: staff!.id, secretEncrypted: sealSecret(config, staff!.id, DEMO_STAFF_TOTP_SECRET), enabledAt: new Date() });
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(DEMO_STAFF_RECOVERY_CODES.map((code) => ({ userId: staff!.id, codeHash: sha256Hex(code) })));
    // The rest of the demo bakeries belong to an account nobody can log into.
    const [network] = await tx
      .insert(users)
      .values({
        ...DEMO_ACCOUNTS.network,
        passwordHash: '!',
        emailVerified: true,
        sirenVerified: true,
        isProprietaire: true,
        isActive: false,
      })
      .returning({ id: users.id });
    if (!owner || !manager || !network) throw new Error('demo accounts were not created');

    const demo = buildDemoBakeries();
    const calendar = buildDemoCalendar(parisDay(new Date()));
    const inserted = await tx
      .insert(bakeries)
      .values(
        demo.map((bakery, index) => ({
          // The demo owner has the first two bakeries (rue des Rosiers, within 2 km; rue Oberkampf); the manager runs the first.
          proprietaireId: index < 2 ? owner.id : network.id,
          responsableId: index === 0 ? manager.id : null,
          nom: bakery.nom,
          adressePostale: bakery.adresse_postale,
          ville: bakery.ville,
          codePostalBoulangerie: bakery.code_postal_boulangerie,
          telephoneBoulangerie: bakery.telephone_boulangerie,
          latitude: bakery.latitude,
          longitude: bakery.longitude,
          descriptionCourte: bakery.description_courte,
          presentation: bakery.presentation,
          motduboulanger: bakery.motduboulanger,
          disponibilitePain: bakery.flags.pain,
          disponibiliteCroissant: bakery.flags.croissant,
          disponibiliteCafe: bakery.flags.cafe,
          disponibiliteSandwich: bakery.flags.sandwich,
          disponibiliteBio: bakery.flags.bio,
          joursOuvertures: bakery.week.jours,
          horairesOuvertures: bakery.week.horaires,
          joursFeries: calendar.holidayRules[index] ?? null,
        })),
      )
      .returning({ id: bakeries.id });
    const idAt = (index: number) => inserted[index]!.id;
    await tx.insert(bakeryClosures).values(calendar.closures.map(({ index, ...closure }) => ({ bakeryId: idAt(index), ...closure })));
    await tx.insert(bakerySpecialHours).values(calendar.specialHours.map(({ index, ...day }) => ({ bakeryId: idAt(index), ...day })));
    await tx.insert(ownerManagers).values({ ownerId: owner.id, managerId: manager.id });
    await tx
      .insert(promoCodes)
      .values({ code: 'BIENVENUE', discountCents: 300, maxUses: 1000, validUntil: sql`now() + interval '1 year'` });
  });
}

/** True when the demo owner exists: the start-up log then names the demo logins. */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner.email)).limit(1);
  return rows.length > 0;
}

/** The start-up reminder of the demo logins: addresses only, never a password (README has it). */
export function demoLoginLines(): string[] {
  const emails = [DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.staff.email].join(', ');
  return [`Comptes de démonstration : ${emails} (mot de passe : README, « Comptes de démonstration »)`];
}
