// The e-mails of two-step verification: a person's settings changed, their codes were locked after
// wrong ones (and the staff's alert for a staff account). Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/** Two-step verification was turned on, moved to another app, or off (docs/two-factor.md, "Telling the person"). */
export function twoFactorChangedMail(
  appUrl: string,
  user: { username: string; email: string },
  change: 'enabled' | 'app_changed' | 'recovery_renewed' | 'disabled',
): MailToSend {
  const what = {
    enabled: 'La validation en deux étapes vient d’être activée sur votre compte.',
    app_changed:
      'La validation en deux étapes de votre compte utilise désormais une nouvelle application ; vos anciens codes de secours ne fonctionnent plus.',
    recovery_renewed: 'De nouveaux codes de secours ont été créés pour votre compte ; les anciens ne fonctionnent plus.',
    disabled:
      'La validation en deux étapes vient d’être désactivée sur votre compte : votre mot de passe suffit de nouveau pour vous connecter.',
  }[change];
  return renderMail(user.email, `Validation en deux étapes – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    { text: what },
    {
      text: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe et écrivez-nous depuis la page Contact :',
    },
    { link: `${appUrl}/forgot-password`, label: 'Réinitialiser mon mot de passe' },
  ]);
}

/** `15 minutes`, `1 heure`, `24 heures`: a lock's wait, in words. */
function waitInWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '1 heure' : `${hours} heures`;
}

type CodesLock = { failures: number; waitMs: number };

/**
 * The first lock of an account's codes (docs/two-factor.md, "Wrong codes"): only someone past the
 * password gets there, so the person is told to change it. Sent once, not at the longer locks after it.
 */
export function passwordKnownMail(appUrl: string, user: { username: string; email: string }, lock: CodesLock): MailToSend {
  return renderMail(user.email, `Quelqu’un connaît votre mot de passe – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `${lock.failures} codes de validation en deux étapes erronés viennent d’être saisis sur votre compte ${PRODUCT_NAME}, après le bon mot de passe. Si ce n’était pas vous, quelqu’un connaît votre mot de passe.`,
    },
    {
      text: `Votre compte reste protégé : sans le code de votre application, personne n’entre. Les codes sont refusés pendant ${waitInWords(lock.waitMs)}, et plus longtemps si les erreurs continuent.`,
    },
    { text: 'Choisissez tout de suite un nouveau mot de passe, que vous n’utilisez nulle part ailleurs :' },
    { link: `${appUrl}/forgot-password`, label: 'Choisir un nouveau mot de passe' },
    { text: 'Si c’était vous (l’heure du téléphone décalée, par exemple), vous pouvez ignorer ce message.' },
  ]);
}

/** Each lock of a staff account's codes: the staff hear of it, with the account and how long it lasts. */
export function codesLockedStaffMail(
  staffEmail: string,
  alert: CodesLock & { account: { id: number; username: string; email: string }; backOfficeLink: string },
): MailToSend {
  const { account } = alert;
  return renderMail(staffEmail, `[${PRODUCT_NAME}] Codes de validation erronés sur le compte de l’équipe n° ${account.id}`, [
    {
      text: `${alert.failures} codes de validation en deux étapes erronés ont été saisis de suite pour ce compte de l’équipe, après le bon mot de passe : quelqu’un connaît sans doute son mot de passe.`,
    },
    { text: `Compte : ${account.username} <${account.email}> (compte n° ${account.id})` },
    {
      text: `Ses codes sont refusés pendant ${waitInWords(alert.waitMs)} ; chaque nouveau blocage dure plus longtemps (15 minutes, 1 heure, 4 heures, puis 24 heures). La personne a été prévenue par e-mail au premier blocage.`,
    },
    { link: alert.backOfficeLink, label: 'Voir ce compte dans le back-office' },
  ]);
}
