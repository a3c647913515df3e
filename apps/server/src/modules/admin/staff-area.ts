// The staff back-office API `/api/admin/…`: one encapsulated plugin with ONE hook for every route
// inside it — a valid session of a staff account with two-step verification on, a session that
// passed it, else 401 / 403 (docs/back-office.md, docs/two-factor.md). Staff
// accounts are never created by sign-up: `npm run create-staff -- <email>` promotes one.
import { ADMIN_MESSAGES } from '@fournil/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { forbidden, type AppError } from '../../lib/errors.js';
import { currentUser, type AuthSession } from '../../plugins/auth.js';
import { documentBearerArea } from '../../plugins/openapi.js';
import { secondFactorRefusal } from '../two-factor/service.js';
import { adminAuditRoutes } from './audit-log/routes.js';
import { adminBakeryRoutes } from './bakeries/routes.js';
import { adminDuplicateRoutes } from './duplicates/routes.js';
import { adminFaqRoutes } from './faqs/routes.js';
import { adminInvoiceRoutes } from './invoices/routes.js';
import { adminMessageRoutes } from './messages/routes.js';
import { adminPageRoutes } from './pages/routes.js';
import { adminPaymentRoutes } from './payments/routes.js';
import { adminPromoCodeRoutes } from './promo-codes/routes.js';
import { adminUserRoutes } from './users/routes.js';
import { adminVisitorReportRoutes } from './visitor-reports/routes.js';
import { adminClaimRoutes } from '../claims/staff-routes.js';

/**
 * The back-office's one rule: staff only, with two-step verification on, in a session that passed it
 * (docs/two-factor.md, "Staff"). The refusal, or null; the OpenAPI document asks the same (app.ts).
 */
export async function backOfficeRefusal(db: Db, session: AuthSession): Promise<AppError | null> {
  if (!session.user.isStaff) return forbidden(ADMIN_MESSAGES.staffOnly);
  return secondFactorRefusal(db, session);
}

async function requireStaff(request: FastifyRequest): Promise<void> {
  const session = { user: currentUser(request), hasPassedTwoFactor: request.hasPassedTwoFactor };
  const refusal = await backOfficeRefusal(request.server.db.db, session);
  if (refusal) throw refusal;
}

export const staffAreaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireStaff);
  documentBearerArea(app);
  // Every section's routes, behind the two hooks above (test/modules/admin/access.test.ts checks each one).
  await app.register(adminPageRoutes);
  await app.register(adminFaqRoutes);
  await app.register(adminPromoCodeRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminBakeryRoutes);
  await app.register(adminDuplicateRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminVisitorReportRoutes);
  await app.register(adminClaimRoutes);
};
