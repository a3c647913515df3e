// SQL of the audit writer: one entry per staff action. Its hash chain is written by the insert
// trigger (migration 0019); the back-office reads the log in modules/admin/audit-log/.
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
