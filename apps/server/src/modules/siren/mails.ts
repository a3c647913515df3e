// The e-mails of a SIREN dispute sent from the profile: to the staff, and the acknowledgement to the
// person who disputes. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/** A SIREN dispute sent from the profile (docs/back-office.md, "SIREN disputes"): who asks, who holds it. */
export function sirenDisputeStaffMail(
  staffEmail: string,
  dispute: {
    siren: string;
    claimant: { id: number; username: string; email: string };
    holder: { id: number; username: string; email: string };
    message: string;
    backOfficeLink: string;
    /** Set when the dispute is about a bakery the holder owns (docs/claims.md). */
    bakery?: { id: number; nom: string };
  },
): MailToSend {
  return renderMail(
    staffEmail,
    `[${PRODUCT_NAME}] Litige SIREN ${dispute.siren}`,
    [
      {
        text: dispute.bakery
          ? 'Une personne conteste la propriété d’une boulangerie déjà revendiquée par un autre compte.'
          : 'Une personne conteste un SIREN déjà vérifié par un autre compte.',
      },
      {
        text: [
          `SIREN : ${dispute.siren}`,
          ...(dispute.bakery ? [`Boulangerie : ${dispute.bakery.nom} (n° ${dispute.bakery.id})`] : []),
          `Compte qui signale : ${dispute.claimant.username} <${dispute.claimant.email}> (compte n° ${dispute.claimant.id})`,
          `Compte titulaire : ${dispute.holder.username} <${dispute.holder.email}> (compte n° ${dispute.holder.id})`,
        ].join('\n'),
      },
      { text: dispute.message },
      { link: dispute.backOfficeLink, label: 'Voir les comptes de ce SIREN' },
    ],
    dispute.claimant.email,
  );
}

/** The person who disputed a SIREN is told their report reached the team; it repeats nothing they typed. */
export function sirenDisputeAcknowledgementMail(appUrl: string, user: { username: string; email: string }, siren: string): MailToSend {
  return renderMail(user.email, `Votre signalement sur le SIREN ${siren} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Nous avons bien reçu votre signalement : le SIREN ${siren} est déjà associé à un autre compte. L’équipe vérifie à qui il appartient et vous répond par e-mail, en général sous deux jours ouvrés.`,
    },
    { link: `${appUrl}/profil`, label: 'Ouvrir mon profil' },
  ]);
}
