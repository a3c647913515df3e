import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}
