// The e-mails of the contact form: the message to the staff, the acknowledgement to its sender.
// Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

export function contactStaffMail(
  staffEmail: string,
  message: { name: string; email: string; subject: string; message: string; userId: number | null },
): MailToSend {
  const account = message.userId ? ` (compte n° ${message.userId})` : '';
  return renderMail(
    staffEmail,
    `[${PRODUCT_NAME}] Contact : ${message.subject}`,
    [
      { text: `Nouveau message du formulaire de contact.` },
      { text: `De : ${message.name} <${message.email}>${account}\nSujet : ${message.subject}` },
      { text: message.message },
    ],
    message.email,
  );
}

/**
 * The acknowledgement the sender of a contact message receives (docs/content.md, "Contact"). It
 * repeats nothing the sender typed: the address is anyone's to type, so the mail must carry no
 * text a stranger could make us send to someone else.
 */
export function contactAcknowledgementMail(appUrl: string, to: string): MailToSend {
  return renderMail(to, `Nous avons bien reçu votre message – ${PRODUCT_NAME}`, [
    { text: 'Bonjour,' },
    {
      text: `Nous avons bien reçu votre message envoyé depuis la page Contact de ${PRODUCT_NAME}. L’équipe vous répond par e-mail, en général sous deux jours ouvrés.`,
    },
    { link: `${appUrl}/messageriedirect`, label: 'Écrire un autre message' },
    { text: 'Si vous n’avez rien envoyé, ignorez ce message : vous ne recevrez rien d’autre.' },
  ]);
}
