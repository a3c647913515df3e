// The e-mails of payments: the receipt, a refused delayed payment, a failed renewal, and the staff's
// alert on a bank dispute. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME, formatDateFr } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/**
 * The receipt of a successful payment (docs/payments.md, "Receipts"): product, amount, period, the
 * payment's reference and its invoice. It never names the payment provider nor its mode.
 */
export function paymentReceiptMail(
  appUrl: string,
  receipt: { to: string; username: string; product: string; amount: string; period: string; reference: string; invoiceNumber: string },
): MailToSend {
  return renderMail(receipt.to, `Reçu de paiement – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${receipt.username},` },
    { text: `Nous avons bien reçu votre paiement. Merci de votre confiance.` },
    {
      text: [
        `Produit : ${receipt.product}`,
        `Montant : ${receipt.amount}`,
        `Période : ${receipt.period}`,
        `Référence : ${receipt.reference}`,
        `Facture : ${receipt.invoiceNumber}`,
      ].join('\n'),
    },
    // The invoice is downloaded from « Mes paiements » once signed in (docs/invoices.md).
    { link: `${appUrl}/mes-paiements`, label: `Télécharger la facture ${receipt.invoiceNumber}` },
    { link: `${appUrl}/regie-publicitaire`, label: 'Ouvrir la Régie Publicitaire' },
  ]);
}

/**
 * A delayed payment method (SEPA debit…) was refused after the checkout (docs/payments.md, "Provider
 * events"): nothing was granted; the link starts the payment again.
 */
export function asyncPaymentFailedMail(mail: {
  to: string;
  username: string;
  product: string;
  amount: string;
  retryLink: string;
}): MailToSend {
  return renderMail(mail.to, `Paiement refusé – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${mail.username},` },
    {
      text: `Votre paiement de ${mail.amount} pour « ${mail.product} » a été refusé par votre banque : il n’a pas été débité et rien n’a été activé.`,
    },
    { link: mail.retryLink, label: 'Payer de nouveau' },
  ]);
}

/**
 * A subscription renewal could not be charged (docs/payments.md, "Provider events"): the owner
 * updates the card from « Mes paiements » (the billing portal), the provider retries.
 */
export function renewalPaymentFailedMail(
  appUrl: string,
  mail: { to: string; username: string; product: string; amount: string; nextAttempt: Date | null },
): MailToSend {
  const retry = mail.nextAttempt
    ? `Une nouvelle tentative aura lieu le ${formatDateFr(mail.nextAttempt)}.`
    : 'Sans nouvelle carte, l’abonnement s’arrêtera.';
  return renderMail(mail.to, `Échec du prélèvement de votre abonnement – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${mail.username},` },
    { text: `Le prélèvement de ${mail.amount} pour « ${mail.product} » n’a pas abouti. ${retry}` },
    { text: 'Mettez à jour votre carte bancaire depuis « Mes paiements » :' },
    { link: `${appUrl}/mes-paiements`, label: 'Mettre à jour ma carte' },
  ]);
}

/** Stripe's dispute reasons in French (docs/payments.md, "Provider events"); an unknown one is shown as sent. */
const DISPUTE_REASONS: Record<string, string> = {
  fraudulent: 'paiement frauduleux',
  duplicate: 'paiement en double',
  product_not_received: 'service non reçu',
  product_unacceptable: 'service non conforme',
  subscription_canceled: 'abonnement résilié',
  credit_not_processed: 'remboursement non reçu',
  unrecognized: 'paiement non reconnu',
  general: 'motif général',
};

/** A bank contests a payment: the staff answer it at the provider before its deadline. */
export function paymentDisputeStaffMail(
  staffEmail: string,
  dispute: {
    amount: string;
    reason: string;
    disputeId: string;
    paymentId: number;
    product: string;
    owner: { id: number; username: string; email: string } | null;
    backOfficeLink: string;
  },
): MailToSend {
  const owner = dispute.owner ? `${dispute.owner.username} <${dispute.owner.email}> (compte n° ${dispute.owner.id})` : 'compte supprimé';
  const reason = DISPUTE_REASONS[dispute.reason] ? `${DISPUTE_REASONS[dispute.reason]} (${dispute.reason})` : dispute.reason;
  return renderMail(staffEmail, `[${PRODUCT_NAME}] Litige sur un paiement de ${dispute.amount}`, [
    { text: 'Une banque conteste un paiement. Répondez au litige chez le prestataire de paiement avant son échéance.' },
    {
      text: [
        `Montant contesté : ${dispute.amount}`,
        `Motif : ${reason}`,
        `Client : ${owner}`,
        `Paiement : n° ${dispute.paymentId} — ${dispute.product}`,
        `Litige : ${dispute.disputeId}`,
      ].join('\n'),
    },
    { link: dispute.backOfficeLink, label: 'Ouvrir les paiements du back-office' },
  ]);
}
