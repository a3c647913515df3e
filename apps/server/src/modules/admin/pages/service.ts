// Static pages (docs/back-office.md, "Static pages"): staff list, create, edit (a new slug renames
// the page) and delete them; the public GET /api/pages/{slug}/ reads the same rows, so a change
// shows at once. Every write is audited in its own transaction (docs/back-office.md "Audit").
import { ADMIN_MESSAGES, type TAdminList, type TAdminListQuery, type TAdminPage, type TAdminPageInput } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { fieldError, notFound } from '../../../lib/errors.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { listPage } from '../list-page.js';
import { isUniqueViolation } from '../../../lib/postgres-errors.js';
import * as repository from './repository.js';

const ENTITY = 'page';

export type PageListQuery = TAdminListQuery & { sort: string };

function toAdminPage(row: repository.PageRow): TAdminPage {
  return { slug: row.slug, title: row.title, content: row.content, updated_at: row.updatedAt.toISOString() };
}

/** Runs a write; a slug already in use (even by a concurrent write) is a 409 on `slug`. */
async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, repository.PAGE_SLUG_KEY)) throw fieldError('slug', ADMIN_MESSAGES.slugTaken, 'conflict');
    throw error;
  }
}

export async function listPages(db: Db, query: PageListQuery): Promise<TAdminList<TAdminPage>> {
  const { count, rows } = await repository.findPagesPage(db, query);
  return listPage(query, count, rows.map(toAdminPage));
}

export async function getPage(db: Db, slug: string): Promise<TAdminPage> {
  const row = await repository.findPage(db, slug);
  if (!row) throw notFound(ADMIN_MESSAGES.notFound);
  return toAdminPage(row);
}

export async function createPage(db: Db, actor: AuditActor, input: TAdminPageInput): Promise<TAdminPage> {
  return withSlugCheck(() =>
    db.transaction(async (tx) => {
      const page = toAdminPage(await repository.insertPage(tx, input));
      await writeAudit(tx, actor, { action: 'create', entityType: ENTITY, entityId: page.slug, after: page });
      return page;
    }),
  );
}

/** Replaces title and content; a different `slug` renames the page (its old address then answers 404). */
export async function updatePage(db: Db, actor: AuditActor, slug: string, input: TAdminPageInput): Promise<TAdminPage> {
  return withSlugCheck(() =>
    db.transaction(async (tx) => {
      const before = await repository.findPage(tx, slug, { forUpdate: true });
      if (!before) throw notFound(ADMIN_MESSAGES.notFound);
      const after = toAdminPage((await repository.updatePage(tx, slug, input))!);
      await writeAudit(tx, actor, { action: 'update', entityType: ENTITY, entityId: after.slug, before: toAdminPage(before), after });
      return after;
    }),
  );
}

export async function deletePage(db: Db, actor: AuditActor, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repository.findPage(tx, slug, { forUpdate: true });
    if (!before) throw notFound(ADMIN_MESSAGES.notFound);
    await repository.deletePage(tx, slug);
    await writeAudit(tx, actor, { action: 'delete', entityType: ENTITY, entityId: slug, before: toAdminPage(before) });
  });
}
