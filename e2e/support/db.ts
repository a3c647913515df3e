// Direct access to this run's database, to arrange fixtures the screens then show.
import pg from 'pg';
import { databaseUrl } from './environment.js';

let pool: pg.Pool | undefined;

export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return pool;
}

export async function insertPage(page: { slug: string; title: string; content: string }): Promise<void> {
  await db().query(
    `INSERT INTO static_pages (slug, title, content, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()`,
    [page.slug, page.title, page.content],
  );
}

export async function insertFaq(faq: { question: string; answer: string; color?: string; destinations: string[] }): Promise<number> {
  const result = await db().query<{ id: number }>(
    'INSERT INTO faqs (question, answer, color, destinations) VALUES ($1, $2, $3, $4) RETURNING id',
    [faq.question, faq.answer, faq.color ?? 'orange', faq.destinations],
  );
  return result.rows[0]!.id;
}
