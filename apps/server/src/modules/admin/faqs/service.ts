// FAQs (docs/back-office.md, "FAQs"): question, answer (rich text stored as typed: every screen
// that shows it sanitizes it, as for every FAQ), one of the eight FAQ_COLORS (docs/content.md,
// "FAQs"), the pages it shows on (FAQ_PAGES and static pages, checked by ZAdminFaqInput) and its order. Every
// write is audited in its own transaction (docs/back-office.md "Audit").
import { ADMIN_MESSAGES, type TAdminFaq, type TAdminFaqInput, type TAdminList, type TAdminListQuery } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { listPage } from '../list-page.js';
import * as repository from './repository.js';

const ENTITY = 'faq';

export type FaqListQuery = TAdminListQuery & { sort: string };

function toAdminFaq(row: repository.FaqRow): TAdminFaq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    color: row.color as TAdminFaq['color'],
    destinations: row.destinations,
    position: row.position,
    created_at: row.createdAt.toISOString(),
  };
}

/** A destination chosen twice is stored once. */
function valuesOf(input: TAdminFaqInput): repository.FaqValues {
  return { ...input, destinations: [...new Set(input.destinations)] };
}

export async function listFaqs(db: Db, query: FaqListQuery): Promise<TAdminList<TAdminFaq>> {
  const { count, rows } = await repository.findFaqsPage(db, query);
  return listPage(query, count, rows.map(toAdminFaq));
}

export async function getFaq(db: Db, id: number): Promise<TAdminFaq> {
  const row = await repository.findFaq(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.notFound);
  return toAdminFaq(row);
}

export async function createFaq(db: Db, actor: AuditActor, input: TAdminFaqInput): Promise<TAdminFaq> {
  return db.transaction(async (tx) => {
    const faq = toAdminFaq(await repository.insertFaq(tx, valuesOf(input)));
    await writeAudit(tx, actor, { action: 'create', entityType: ENTITY, entityId: faq.id, after: faq });
    return faq;
  });
}

export async function updateFaq(db: Db, actor: AuditActor, id: number, input: TAdminFaqInput): Promise<TAdminFaq> {
  return db.transaction(async (tx) => {
    const before = await repository.findFaq(tx, id, { forUpdate: true });
    if (!before) throw notFound(ADMIN_MESSAGES.notFound);
    const after = toAdminFaq(await repository.updateFaq(tx, id, valuesOf(input)));
    await writeAudit(tx, actor, { action: 'update', entityType: ENTITY, entityId: id, before: toAdminFaq(before), after });
    return after;
  });
}

export async function deleteFaq(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repository.findFaq(tx, id, { forUpdate: true });
    if (!before) throw notFound(ADMIN_MESSAGES.notFound);
    await repository.deleteFaq(tx, id);
    await writeAudit(tx, actor, { action: 'delete', entityType: ENTITY, entityId: id, before: toAdminFaq(before) });
  });
}
