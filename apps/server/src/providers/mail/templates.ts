// The product's e-mails: French, plain text + HTML, product name in every subject. Links are built
// from APP_URL by the callers.
import { PRODUCT_NAME, formatDateFr } from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { MailToSend } from './outbox.js';

type Block = { text: string } | { link: string; label: string };

function render(to: string, subject: string, blocks: Block[], replyTo?: string): MailToSend {
  const text = [
    ...blocks.map((block) => ('link' in block ? `${block.label} :\n${block.link}` : block.text)),
    '',
    `— L’équipe ${PRODUCT_NAME}`,
  ].join('\n\n');
  const body = blocks
    .map((block) =>
      'link' in block
        ? `<p><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>` +
          `<p style="font-size:12px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(block.link)}</p>`
        : `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px;color:#b45309">${escapeHtml(PRODUCT_NAME)}</h1>
${body}
<p>— L’équipe ${escapeHtml(PRODUCT_NAME)}</p>
</body></html>`;
  return { to, subject, text, html, replyTo };
}

export function emailConfirmationMail(appUrl: string, user: { username: string; email: string }, key: string): MailToSend {
  return render(user.email, `Confirmez votre adresse e-mail – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Merci de votre inscription sur ${PRODUCT_NAME}. Pour activer votre compte, confirmez votre adresse e-mail (lien valable 3 jours).`,
    },
    { link: `${appUrl}/email-confirmation/${key}`, label: 'Confirmer mon adresse e-mail' },
    { text: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.' },
  ]);
}

/** The link that moves an account to a new address (docs/accounts.md, "Changing the e-mail address"), sent to that address. */
export function emailChangeMail(appUrl: string, user: { username: string }, newEmail: string, key: string): MailToSend {
  return render(newEmail, `Confirmez votre nouvelle adresse e-mail – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Vous avez demandé que votre compte ${PRODUCT_NAME} utilise désormais cette adresse. Elle ne change que lorsque vous cliquez sur ce lien (valable 3 jours).`,
    },
    { link: `${appUrl}/email-confirmation/${key}`, label: 'Confirmer ma nouvelle adresse' },
    { text: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.' },
  ]);
}

/** The old address is told that a change to `newEmail` was asked; nothing changes before the link is opened. */
export function emailChangeAskedMail(appUrl: string, user: { username: string; email: string }, newEmail: string): MailToSend {
  return render(user.email, `Changement d’adresse e-mail demandé – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Un changement d’adresse vers ${newEmail} a été demandé depuis votre profil. Il ne se fera que si le lien envoyé à cette adresse est ouvert.`,
    },
    ...unexpectedChange(appUrl),
  ]);
}

/** The old address is told that the account now uses `newEmail`: the last mail it gets. */
export function emailChangedMail(appUrl: string, user: { username: string; email: string }, newEmail: string): MailToSend {
  return render(user.email, `Votre adresse e-mail a été changée – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    { text: `Votre compte ${PRODUCT_NAME} utilise désormais l’adresse ${newEmail}. Ce message est le dernier envoyé à celle-ci.` },
    ...unexpectedChange(appUrl),
  ]);
}

function unexpectedChange(appUrl: string): Block[] {
  return [
    { text: 'Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe et écrivez-nous :' },
    { link: `${appUrl}/messageriedirect`, label: 'Nous contacter' },
  ];
}

export function passwordResetMail(appUrl: string, user: { username: string; email: string }, uid: string, token: string): MailToSend {
  return render(user.email, `Réinitialisation de votre mot de passe – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Une réinitialisation du mot de passe de votre compte ${PRODUCT_NAME} a été demandée. Ce lien est valable 1 heure et ne sert qu’une fois.`,
    },
    { link: `${appUrl}/reset-password/${uid}/${token}`, label: 'Choisir un nouveau mot de passe' },
    { text: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.' },
  ]);
}

/** The password of an account was changed from its profile (docs/accounts.md, "Changing the password"). */
export function passwordChangedMail(appUrl: string, user: { username: string; email: string }): MailToSend {
  return render(user.email, `Votre mot de passe a été modifié – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Le mot de passe de votre compte ${PRODUCT_NAME} vient d’être modifié depuis votre profil. Vos autres sessions ont été fermées.`,
    },
    { text: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe :' },
    { link: `${appUrl}/forgot-password`, label: 'Réinitialiser mon mot de passe' },
  ]);
}

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
  return render(user.email, `Validation en deux étapes – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    { text: what },
    {
      text: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe et écrivez-nous depuis la page Contact :',
    },
    { link: `${appUrl}/forgot-password`, label: 'Réinitialiser mon mot de passe' },
  ]);
}

/** The person deleted their account (docs/privacy.md, "Deleting the account"): sent to the address it had. */
export function accountDeletedMail(user: { username: string; email: string }, deletedBakeries: string[]): MailToSend {
  return render(user.email, `Votre compte a été supprimé – ${PRODUCT_NAME}`, [
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

/**
 * A manager invitation (docs/bakery-management.md, "Managers and invitations"): single-use link, valid
 * until `expiresAt`; no account yet means register first.
 */
export function managerInvitationMail(
  appUrl: string,
  invitation: { to: string; inviter: string; bakery: { nom: string; ville: string }; token: string; expiresAt: Date },
): MailToSend {
  const { bakery, inviter, to } = invitation;
  return render(to, `Invitation à gérer ${bakery.nom} – ${PRODUCT_NAME}`, [
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
  return render(owner.email, `${manager.username} ne gère plus ${bakery.nom} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${owner.username},` },
    {
      text: `${manager.username} (${manager.email}) a quitté la gestion de la boulangerie « ${bakery.nom} » : elle n’a plus de responsable.`,
    },
    { link: `${appUrl}/boulangeries/${bakery.id}`, label: 'Choisir ou inviter un responsable' },
  ]);
}

export function contactStaffMail(
  staffEmail: string,
  message: { name: string; email: string; subject: string; message: string; userId: number | null },
): MailToSend {
  const account = message.userId ? ` (compte n° ${message.userId})` : '';
  return render(
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
  return render(to, `Nous avons bien reçu votre message – ${PRODUCT_NAME}`, [
    { text: 'Bonjour,' },
    {
      text: `Nous avons bien reçu votre message envoyé depuis la page Contact de ${PRODUCT_NAME}. L’équipe vous répond par e-mail, en général sous deux jours ouvrés.`,
    },
    { link: `${appUrl}/messageriedirect`, label: 'Écrire un autre message' },
    { text: 'Si vous n’avez rien envoyé, ignorez ce message : vous ne recevrez rien d’autre.' },
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
  return render(staffEmail, `[${PRODUCT_NAME}] Échecs de connexion répétés sur le compte n° ${account.id}`, [
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

/** A SIREN dispute sent from the profile (docs/back-office.md, "SIREN disputes"): who asks, who holds it. */
export function sirenDisputeStaffMail(
  staffEmail: string,
  dispute: {
    siren: string;
    claimant: { id: number; username: string; email: string };
    holder: { id: number; username: string; email: string };
    message: string;
    backOfficeLink: string;
  },
): MailToSend {
  return render(
    staffEmail,
    `[${PRODUCT_NAME}] Litige SIREN ${dispute.siren}`,
    [
      { text: 'Une personne conteste un SIREN déjà vérifié par un autre compte.' },
      {
        text: [
          `SIREN : ${dispute.siren}`,
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
  return render(user.email, `Votre signalement sur le SIREN ${siren} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `Nous avons bien reçu votre signalement : le SIREN ${siren} est déjà associé à un autre compte. L’équipe vérifie à qui il appartient et vous répond par e-mail, en général sous deux jours ouvrés.`,
    },
    { link: `${appUrl}/profil`, label: 'Ouvrir mon profil' },
  ]);
}

/** The holder of a SIREN staff released after a dispute: they are no longer its owner on the site. */
export function sirenReleasedHolderMail(
  appUrl: string,
  user: { username: string; email: string },
  siren: string,
  bakeriesHidden: boolean,
): MailToSend {
  return render(user.email, `Votre SIREN a été libéré – ${PRODUCT_NAME}`, [
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
  return render(user.email, `Vous pouvez vérifier le SIREN ${siren} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    {
      text: `À la suite de votre signalement, le SIREN ${siren} n’est plus associé à un autre compte. Vous pouvez maintenant le vérifier depuis votre profil.`,
    },
    { link: `${appUrl}/profil`, label: 'Vérifier mon SIREN' },
  ]);
}

/**
 * The receipt of a successful payment (docs/payments.md, "Receipts"): product, amount, period, the
 * payment's reference and its invoice. It never names the payment provider nor its mode.
 */
export function paymentReceiptMail(
  appUrl: string,
  receipt: { to: string; username: string; product: string; amount: string; period: string; reference: string; invoiceNumber: string },
): MailToSend {
  return render(receipt.to, `Reçu de paiement – ${PRODUCT_NAME}`, [
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
  return render(reminder.to, `${subject} – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${reminder.username},` },
    {
      text: `La campagne « ${reminder.campaign} » de ${bakery} est active, mais la publication de ${month} n’est pas encore réglée : tant qu’elle ne l’est pas, la campagne n’est pas montrée aux visiteurs.`,
    },
    { link: reminder.payLink, label: `Régler ${month} pour ${bakery}` },
    { text: 'Si vous avez déjà réglé ce mois, ignorez ce message.' },
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
  return render(mail.to, `Paiement refusé – ${PRODUCT_NAME}`, [
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
  return render(mail.to, `Échec du prélèvement de votre abonnement – ${PRODUCT_NAME}`, [
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
  return render(staffEmail, `[${PRODUCT_NAME}] Litige sur un paiement de ${dispute.amount}`, [
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
