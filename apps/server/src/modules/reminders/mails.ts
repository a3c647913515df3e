// The e-mail that reminds an owner to pay a month of publication. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/**
 * The reminder to pay a bakery's monthly publication while one of its campaigns is active
 * (docs/advertising.md, "Unpaid months"): on the first of the month, then three days later. The
 * link opens the campaign manager on the payment of that bakery.
 */
export function paymentReminderMail(reminder: {
  to: string;
  username: string;
  kind: 'first' | 'second';
  bakery: string;
  campaign: string;
  month: string;
  /** APP_URL + the campaign manager's address for paying this bakery. */
  payLink: string;
}): MailToSend {
  const { bakery, month } = reminder;
  const subject =
    reminder.kind === 'first'
      ? `Publication de ${month} à régler pour ${bakery}`
      : `Rappel : publication de ${month} à régler pour ${bakery}`;
  return renderMail(reminder.to, `${subject} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${reminder.username},` },
    {
      text: `La campagne « ${reminder.campaign} » de ${bakery} est active, mais la publication de ${month} n’est pas encore réglée : tant qu’elle ne l’est pas, la campagne n’est pas montrée aux visiteurs.`,
    },
    { link: reminder.payLink, label: `Régler ${month} pour ${bakery}` },
    { text: 'Si vous avez déjà réglé ce mois, ignorez ce message.' },
  ]);
}
