// The staff back-office API `/api/admin/…`: one encapsulated plugin with ONE hook for every route
// inside it — a valid session of a staff account, else 401 / 403 (docs/back-office.md). Staff
// accounts are never created by sign-up: `npm run create-staff -- <email>` promotes one.
import { ADMIN_MESSAGES } from '@fournil/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';

async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).isStaff) throw forbidden(ADMIN_MESSAGES.staffOnly);
}

export const staffAreaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireStaff);
  // The route files of each section register here (pages, faqs, promo codes, messages, users and
  // bakeries, payments, audit log).
};
