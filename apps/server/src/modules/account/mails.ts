// The e-mails of a person's own account: changing the e-mail address (to the new address, then to
// the old one), changing the password, deleting the account. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail, type MailBlock } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/**
 * The link that moves an account to a new address (docs/accounts.md, "Changing the e-mail address"),
 * sent to that address. Whoever asked may not own it: the mail holds nothing they chose (not their
 * username), so it cannot carry their words to a stranger's inbox.
 */
export function emailChangeMail(appUrl: string, newEmail: string, key: string): MailToSend {
  return renderMail(newEmail, `Confirmez votre nouvelle adresse e-mail – ${PRODUCT_NAME}`, [
    { text: 'Bonjour,' },
    {
      text: `Vous avez demandé que votre compte ${PRODUCT_NAME} utilise désormais cette adresse. Elle ne change que lorsque vous cliquez sur ce lien (valable 3 jours).`,
    },
    { link: `${appUrl}/email-confirmation/${key}`, label: 'Confirmer ma nouvelle adresse' },
    { text: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.' },
  ]);
}

/** The old address is told that a change to `newEmail` was asked; nothing changes before the link is opened. */
export function emailChangeAskedMail(appUrl: string, user: { username: string; email: string }, newEmail: string): MailToSend {
  return renderMail(user.email, `Changement d’adresse e-mail demandé – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Un changement d’adresse vers ${newEmail} a été demandé depuis votre profil. Il ne se fera que si le lien envoyé à cette adresse est ouvert.`,
    },
    ...unexpectedChange(appUrl),
  ]);
}

/** The old address is told that the account now uses `newEmail`: the last mail it gets. */
export function emailChangedMail(appUrl: string, user: { username: string; email: string }, newEmail: string): MailToSend {
  return renderMail(user.email, `Votre adresse e-mail a été changée – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    { text: `Votre compte ${PRODUCT_NAME} utilise désormais l’adresse ${newEmail}. Ce message est le dernier envoyé à celle-ci.` },
    ...unexpectedChange(appUrl),
  ]);
}

function unexpectedChange(appUrl: string): MailBlock[] {
  return [
    { text: 'Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe et écrivez-nous :' },
    { link: `${appUrl}/messageriedirect`, label: 'Nous contacter' },
  ];
}

/** The password of an account was changed from its profile (docs/accounts.md, "Changing the password"). */
export function passwordChangedMail(appUrl: string, user: { username: string; email: string }): MailToSend {
  return renderMail(user.email, `Votre mot de passe a été modifié – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Le mot de passe de votre compte ${PRODUCT_NAME} vient d’être modifié depuis votre profil. Vos autres sessions ont été fermées.`,
    },
    { text: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe :' },
    { link: `${appUrl}/forgot-password`, label: 'Réinitialiser mon mot de passe' },
  ]);
}

/** The person deleted their account (docs/privacy.md, "Deleting the account"): sent to the address it had. */
export function accountDeletedMail(user: { username: string; email: string }, deletedBakeries: string[]): MailToSend {
  return renderMail(user.email, `Votre compte a été supprimé – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Votre compte ${PRODUCT_NAME} a été supprimé à votre demande. Vos sessions sont fermées et vos données personnelles effacées.`,
    },
    ...(deletedBakeries.length > 0
      ? [{ text: `Boulangeries supprimées avec leurs campagnes et leurs images : ${deletedBakeries.join(', ')}.` }]
      : []),
    { text: 'Vos paiements et vos factures sont conservés dix ans, comme la loi l’exige, avec seulement les informations qui y figurent.' },
    {
      text: `Si vous n’êtes pas à l’origine de cette suppression, répondez à ce message ou écrivez-nous depuis la page Contact de ${PRODUCT_NAME}.`,
    },
  ]);
}
