// French messages of the back-office API that the shared contract (packages/shared/src/admin/
// admin.schemas.ts, ADMIN_MESSAGES) does not hold yet; the browser shows them as the server sends them.
import { ADMIN_CSV_MAX_ROWS, formatCount } from '@fournil/shared';

const csvMaxRows = formatCount(ADMIN_CSV_MAX_ROWS).replace(/\s/g, ' ');

export const ADMIN_SERVER_MESSAGES = {
  invalidId: 'Identifiant invalide.',
  promoAlreadyUsed: 'Ce code a déjà servi : désactivez-le plutôt que de le supprimer (les paiements qui l’ont utilisé gardent leur lien).',
  maxUsesBelowUses: (uses: number) => `Ce code a déjà servi ${uses} fois : le nombre maximal d’utilisations ne peut pas être plus bas.`,
  csvTooManyInvoices: `Plus de ${csvMaxRows} factures et avoirs ce mois-ci : l’export n’est pas possible en un seul fichier.`,
  csvTooManyRows: `Plus de ${csvMaxRows} paiements à exporter : réduisez la période (dates de début et de fin).`,
} as const;
