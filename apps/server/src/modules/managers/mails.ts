// The e-mails of bakery managers: the invitation, and the owner told that a manager left.
// Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME, formatDateFr } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/**
 * A manager invitation (docs/bakery-management.md, "Managers and invitations"): single-use link, valid
 * until `expiresAt`; no account yet means register first.
 */
export function managerInvitationMail(
  appUrl: string,
  invitation: { to: string; inviter: string; bakery: { nom: string; ville: string }; token: string; expiresAt: Date },
): MailToSend {
  const { bakery, inviter, to } = invitation;
  return renderMail(to, `Invitation à gérer ${bakery.nom} – ${PRODUCT_NAME}`, [
    { text: 'Bonjour,' },
    {
      text: `${inviter} vous invite à devenir responsable de la boulangerie « ${bakery.nom} » (${bakery.ville}) sur ${PRODUCT_NAME} : vous pourrez y indiquer en direct la disponibilité du pain, du café, des croissants, des sandwichs et des produits bio.`,
    },
    { link: `${appUrl}/invite/accepter/${invitation.token}`, label: 'Accepter l’invitation' },
    {
      text: `Ce lien est valable jusqu’au ${formatDateFr(invitation.expiresAt)} et ne sert qu’une fois. Connectez-vous avec l’adresse ${to} pour l’accepter. Vous n’avez pas encore de compte ${PRODUCT_NAME} ? Inscrivez-vous avec cette adresse, confirmez-la, puis ouvrez de nouveau ce lien.`,
    },
    { text: `Si vous ne connaissez pas ${inviter}, ignorez ce message.` },
  ]);
}

/** Tells the owner that the manager left a bakery (docs/bakery-management.md, "Managers and invitations"). */
export function managerLeftMail(
  appUrl: string,
  owner: { email: string; username: string },
  manager: { username: string; email: string },
  bakery: { id: number; nom: string },
): MailToSend {
  return renderMail(owner.email, `${manager.username} ne gère plus ${bakery.nom} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${owner.username},` },
    {
      text: `${manager.username} (${manager.email}) a quitté la gestion de la boulangerie « ${bakery.nom} » : elle n’a plus de responsable.`,
    },
    { link: `${appUrl}/boulangeries/${bakery.id}`, label: 'Choisir ou inviter un responsable' },
  ]);
}
