import type { TAdminAuditEntry } from '@fournil/shared';
import { useAdminList, type TListQueryValues } from './admin-list';

/** `GET /api/admin/audit/?entity_type=&q=&page=&page_size=`, newest first. */
export const useAuditLog = (values: TListQueryValues) => useAdminList<TAdminAuditEntry>('audit', '/api/admin/audit/', values);
