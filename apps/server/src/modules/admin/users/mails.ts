// The e-mails sent when staff release a disputed SIREN: to its former holder, and to the person who
// disputed it. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../../mail/layout.js';
import type { MailToSend } from '../../mail/outbox.js';

/** The holder of a SIREN staff released after a dispute: they are no longer its owner on the site. */
export function sirenReleasedHolderMail(
  appUrl: string,
  user: { username: string; email: string },
  siren: string,
  bakeriesHidden: boolean,
): MailToSend {
  return renderMail(user.email, `Votre SIREN a été libéré – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Votre SIREN ${siren} a été libéré par l’équipe ${PRODUCT_NAME} à la suite d’un signalement : une autre personne indique en être titulaire. Il n’est plus associé à votre compte, qui perd l’accès aux fonctions de propriétaire jusqu’à ce qu’un SIREN soit de nouveau vérifié.`,
    },
    {
      text: bakeriesHidden
        ? 'Vos boulangeries sont masquées des pages publiques le temps de régler la situation.'
        : 'Vos boulangeries restent visibles sur le site.',
    },
    { text: 'Si ce SIREN est bien le vôtre, répondez-nous depuis la page Contact avec un extrait Kbis ou un avis de situation INSEE.' },
    { link: `${appUrl}/messageriedirect`, label: 'Écrire à l’équipe' },
  ]);
}

/** A person who disputed a SIREN: staff released it, they may verify it from their profile. */
export function sirenReleasedClaimantMail(appUrl: string, user: { username: string; email: string }, siren: string): MailToSend {
  return renderMail(user.email, `Vous pouvez vérifier le SIREN ${siren} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `À la suite de votre signalement, le SIREN ${siren} n’est plus associé à un autre compte. Vous pouvez maintenant le vérifier depuis votre profil.`,
    },
    { link: `${appUrl}/profil`, label: 'Vérifier mon SIREN' },
  ]);
}
