// What every back-office route shares in its schema: the path parameters, the error answers and
// the OpenAPI tag. Ids are database serials: anything beyond PostgreSQL's integer is refused here,
// before any query, with a French 400 (docs/back-office.md, "Lists"; docs/api-conventions.md, "Paths").
import { MAX_SERIAL_ID, ZPageSlug } from '@fournil/shared';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail, ZForbidden, ZTokenError } from '../../lib/http-schemas.js';
import { ADMIN_SERVER_MESSAGES } from './admin-messages.js';

export const ADMIN_TAGS = ['back-office'];

const invalidId = ADMIN_SERVER_MESSAGES.invalidId;

export const ZAdminIdParam = z.object({
  id: z.coerce.number({ error: invalidId }).int(invalidId).positive(invalidId).max(MAX_SERIAL_ID, invalidId),
});
export const ZAdminSlugParam = z.object({ slug: ZPageSlug });

/** 401 without a valid session, 403 for anyone but the staff (staff-area.ts), 400 bad input, 404 unknown id. */
export const adminErrors = { 400: ZBadRequest, 401: ZTokenError, 403: ZForbidden, 404: ZErrorDetail };
/** A 409 names the field in conflict (`{slug: [...]}`) or explains itself (`{detail}`). */
export const adminWriteErrors = { ...adminErrors, 409: ZBadRequest };
