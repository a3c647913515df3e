import { fillLegalPlaceholders, type TFaq, type TStaticPage } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { legalValues, type LegalConfig } from './legal-values.js';
import * as repository from './repository.js';

/**
 * A page as visitors read it: the operator's details from the configuration fill its placeholders
 * (docs/content.md, "Legal pages"), escaped for markdown; `escape: false` gives the plain text the
 * server-written head describes the page with.
 */
export async function getPage({ db, config }: { db: Db; config: LegalConfig }, slug: string, { escape = true } = {}): Promise<TStaticPage> {
  const page = await repository.findPageBySlug(db, slug);
  if (!page) throw notFound('Page introuvable');
  const content = fillLegalPlaceholders(page.content, legalValues(config), { escape });
  return { slug: page.slug, title: page.title, content, updated_at: page.updatedAt.toISOString() };
}

export async function listFaqs({ db }: Pick<ServiceContext, 'db'>): Promise<TFaq[]> {
  const rows = await repository.listFaqs(db);
  return rows.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answer: faq.answer,
    color: faq.color as TFaq['color'],
    destinations: faq.destinations,
  }));
}
