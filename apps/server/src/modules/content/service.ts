import type { TFaq, TStaticPage } from '@fournil/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { notFound } from '../../lib/errors.js';
import * as repository from './repository.js';

export async function getPage({ db }: Pick<ServiceContext, 'db'>, slug: string): Promise<TStaticPage> {
  const page = await repository.findPageBySlug(db, slug);
  if (!page) throw notFound('Page introuvable');
  return { slug: page.slug, title: page.title, content: page.content, updated_at: page.updatedAt.toISOString() };
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
