// The person's data export (docs/privacy.md, "Export"): one JSON document with everything Fournil
// holds about the signed-in person, each part as the screens show it (the same services answer),
// plus what no screen shows: their sessions, invitations, contact messages and staff actions on
// their account. Never a secret: no password hash, no token, no token hash.
import { AUTH_DETAILS } from '@fournil/shared';
import { tokenNotValid } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { listCampaigns } from '../advertising/campaign-reads.js';
import { listInvoices } from '../invoices/service.js';
import { readAccess } from '../payments/access.js';
import { listPayments } from '../payments/history.js';
import { listManaged, listOwned } from '../pro-bakeries/service.js';
import { exportFavourites } from '../favourites/service.js';
import { exportAccountAlerts } from '../alerts/service.js';
import * as repository from './repository.js';
import { getProfile } from './service.js';

/** Bumped when a part changes shape, so that whoever reads an old file knows. */
export const EXPORT_FORMAT = 'fournil-export-1' as const;

type ExportContext = Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>;

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export async function exportPersonalData(ctx: ExportContext, userId: number) {
  const account = await repository.findAccount(ctx.db, userId);
  if (!account) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const [profil, possedees, gerees, campagnes, acces, paiements, factures, sessions, envoyees, recues, messages, audit, favoris, alertes] =
    await Promise.all([
      getProfile(ctx, userId),
      listOwned(ctx, userId),
      listManaged(ctx, userId),
      listCampaigns(ctx, userId),
      readAccess(ctx, userId),
      listPayments(ctx, userId),
      listInvoices(ctx, userId),
      repository.listSessionsOf(ctx.db, userId),
      repository.listInvitationsSentBy(ctx.db, userId),
      repository.listInvitationsReceivedBy(ctx.db, userId, account.email),
      repository.listContactMessagesOf(ctx.db, userId, account.email),
      repository.listAuditEntriesAbout(ctx.db, userId),
      exportFavourites(ctx, userId),
      exportAccountAlerts(ctx, userId),
    ]);
  const invitation = (row: (typeof envoyees)[number]) => ({
    boulangerie: { id: row.bakeryId, nom: row.bakeryNom },
    email: row.email,
    envoyee_le: iso(row.createdAt),
    expire_le: iso(row.expiresAt),
    acceptee_le: iso(row.acceptedAt),
    annulee_le: iso(row.cancelledAt),
  });
  return {
    format: EXPORT_FORMAT,
    exporte_le: ctx.now().toISOString(),
    profil: { ...profil, derniere_connexion: iso(account.lastLogin) },
    boulangeries_possedees: possedees,
    boulangeries_gerees: gerees,
    favoris,
    // The push alerts asked for while signed in (docs/alerts.md): never the subscription's endpoint or keys.
    alertes,
    campagnes,
    acces_regie: acces,
    paiements,
    factures,
    sessions: sessions.map((session) => ({
      ouverte_le: iso(session.startedAt),
      derniere_activite: iso(session.lastRenewedAt),
      fin: iso(session.endsAt),
      fermee: session.revoked,
    })),
    invitations_envoyees: envoyees.map(invitation),
    invitations_recues: recues.map(invitation),
    messages_de_contact: messages.map((message) => ({
      nom: message.name,
      email: message.email,
      sujet: message.subject,
      message: message.message,
      adresse_ip: message.ip,
      envoye_le: iso(message.createdAt),
    })),
    // Which staff member acted is the team's record, not the person's data: the action, when, and what changed.
    actions_de_l_equipe: audit.map((entry) => ({
      action: entry.action,
      avant: entry.before,
      apres: entry.after,
      le: iso(entry.createdAt),
    })),
  };
}

export type TPersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;
