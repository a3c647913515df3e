// The e-mails of a claim (docs/claims.md): to the staff and a receipt to the claimant when a claim waits for
// staff, and to the claimant when staff accept or refuse it. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

type Account = { id: number; username: string; email: string };
type Bakery = { id: number; nom: string };

/** A claim that waits for staff: who asks, which listing, the SIREN and what the register says of it. */
export function claimPendingStaffMail(
  appUrl: string,
  staffEmail: string,
  claim: { claimant: Account; bakery: Bakery; siren: string; companyName: string | null },
): MailToSend {
  return renderMail(
    staffEmail,
    `[${PRODUCT_NAME}] Revendication à vérifier : ${claim.bakery.nom}`,
    [
      { text: 'Une personne demande à devenir propriétaire d’une boulangerie importée des données ouvertes.' },
      {
        text: [
          `Boulangerie : ${claim.bakery.nom} (n° ${claim.bakery.id})`,
          `Compte : ${claim.claimant.username} <${claim.claimant.email}> (compte n° ${claim.claimant.id})`,
          `SIREN vérifié : ${claim.siren}${claim.companyName ? ` (${claim.companyName})` : ''}`,
        ].join('\n'),
      },
      { link: `${appUrl}/admin/revendications`, label: 'Voir les revendications' },
    ],
    claim.claimant.email,
  );
}

/** The claimant's receipt of a claim that waits for staff: what happens next and when. */
export function claimReceivedMail(appUrl: string, claimant: Account, bakery: Bakery): MailToSend {
  return renderMail(claimant.email, `Votre demande pour ${bakery.nom} est envoyée – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${claimant.username},` },
    {
      text: `Nous avons bien reçu votre demande de revendication de la boulangerie « ${bakery.nom} ». Notre équipe vérifie que votre SIREN correspond à cette boutique et vous répond sous 2 jours ouvrés, par e-mail.`,
    },
    { link: `${appUrl}/boulangerie/${bakery.id}`, label: 'Voir la fiche de la boulangerie' },
  ]);
}

/** Staff accepted: the bakery is the claimant's, to complete in « Mes boulangeries ». */
export function claimAcceptedMail(appUrl: string, claimant: Account, bakery: Bakery): MailToSend {
  return renderMail(claimant.email, `${bakery.nom} est à vous sur ${PRODUCT_NAME}`, [
    { text: `Bonjour ${claimant.username},` },
    {
      text: `L’équipe ${PRODUCT_NAME} a accepté votre demande : la boulangerie « ${bakery.nom} » est maintenant la vôtre. Vérifiez ses informations, complétez-les et dites à vos clients s’il reste du pain.`,
    },
    { link: `${appUrl}/boulangeries/${bakery.id}`, label: 'Ouvrir ma boulangerie' },
  ]);
}

/** Staff refused, with their reason when they gave one. */
export function claimRefusedMail(appUrl: string, claimant: Account, bakery: Bakery, reason: string | null): MailToSend {
  return renderMail(claimant.email, `Votre demande pour ${bakery.nom} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${claimant.username},` },
    {
      text: `L’équipe ${PRODUCT_NAME} n’a pas pu accepter votre demande de revendication de la boulangerie « ${bakery.nom} ».`,
    },
    ...(reason ? [{ text: `Motif : ${reason}` }] : []),
    {
      text: 'Si vous pensez qu’il s’agit d’une erreur, répondez-nous depuis la page de contact en joignant un justificatif (extrait Kbis).',
    },
    { link: `${appUrl}/messageriedirect`, label: 'Nous écrire' },
  ]);
}
