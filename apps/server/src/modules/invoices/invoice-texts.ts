// The French words of invoices shared by the issue and the PDF (docs/invoices.md), which the
// payments' receipts and history reuse (payments sits above invoices).
import { PAYMENT_MESSAGES, formatNumericDateFr } from '@fournil/shared';

/** What a ledger row paid for, as the invoice line and the history name it. */
export function ledgerProductName(kind: string, bakeryName: string | null): string {
  if (kind === 'ad_access_subscription') return PAYMENT_MESSAGES.productSubscription;
  if (kind === 'bakery_month' || kind === 'bakery_month_subscription')
    return PAYMENT_MESSAGES.productBakeryMonth(bakeryName ?? 'boulangerie supprimée');
  return PAYMENT_MESSAGES.productOneOff;
}

/** The access a payment paid for, on its invoice and its receipt: `du 01/02/2026 au 01/03/2026`. */
export function accessPeriod(startsAt: Date, endsAt: Date): string {
  return `du ${formatNumericDateFr(startsAt)} au ${formatNumericDateFr(endsAt)}`;
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  carte: 'carte bancaire',
  prelevement: 'prélèvement SEPA',
  gratuit: 'aucun (montant nul)',
  simulation: 'simulation (aucun paiement réel)',
};

/** Art. L441-10 du Code de commerce (docs/invoices.md, "Late payment"). */
export const LATE_PAYMENT_MENTION =
  'En cas de retard de paiement : pénalités de retard au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.';
