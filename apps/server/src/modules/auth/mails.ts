// The e-mails of sign-up and sign-in: the address confirmation, the password reset link, and the
// staff's alert on repeated login failures. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME, withDe } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/**
 * The address confirmation. `invitedTo`: the bakery an open manager invitation to this address is for;
 * the mail then tells a manager what comes next, not an owner (docs/bakery-management.md, "Registering first").
 */
export function emailConfirmationMail(
  appUrl: string,
  user: { username: string; email: string },
  key: string,
  invitedTo: string | null = null,
): MailToSend {
  return renderMail(user.email, `Confirmez votre adresse e-mail – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: invitedTo
        ? `Merci de votre inscription sur ${PRODUCT_NAME}. Confirmez votre adresse e-mail (lien valable 3 jours), puis connectez-vous pour accepter l’invitation à devenir responsable ${withDe(invitedTo)}.`
        : `Merci de votre inscription sur ${PRODUCT_NAME}. Pour activer votre compte, confirmez votre adresse e-mail (lien valable 3 jours).`,
    },
    { link: `${appUrl}/email-confirmation/${key}`, label: 'Confirmer mon adresse e-mail' },
    { text: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.' },
  ]);
}

export function passwordResetMail(appUrl: string, user: { username: string; email: string }, uid: string, token: string): MailToSend {
  return renderMail(user.email, `Réinitialisation de votre mot de passe – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Une réinitialisation du mot de passe de votre compte ${PRODUCT_NAME} a été demandée. Ce lien est valable 1 heure et ne sert qu’une fois.`,
    },
    { link: `${appUrl}/reset-password/${uid}/${token}`, label: 'Choisir un nouveau mot de passe' },
    { text: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.' },
  ]);
}

/**
 * An account past its login failure threshold (docs/sessions-and-limits.md, "Per account"): the staff
 * are told, at most once an hour per account. Nothing is locked: its logins need a captcha meanwhile.
 */
export function loginFailuresStaffMail(
  staffEmail: string,
  alert: { account: { id: number; username: string; email: string }; failures: number; windowMinutes: number; backOfficeLink: string },
): MailToSend {
  const { account } = alert;
  return renderMail(staffEmail, `[${PRODUCT_NAME}] Échecs de connexion répétés sur le compte n° ${account.id}`, [
    {
      text: `Au moins ${alert.failures} mots de passe erronés ont été saisis pour ce compte en moins de ${alert.windowMinutes} minutes, toutes adresses confondues : quelqu’un essaie peut-être de deviner son mot de passe.`,
    },
    { text: `Compte : ${account.username} <${account.email}> (compte n° ${account.id})` },
    {
      text: 'Le compte n’est pas bloqué : jusqu’à la fin de cette période, sa connexion demande en plus un captcha. Ce message n’est envoyé qu’une fois par heure pour un même compte.',
    },
    { link: alert.backOfficeLink, label: 'Voir ce compte dans le back-office' },
  ]);
}
