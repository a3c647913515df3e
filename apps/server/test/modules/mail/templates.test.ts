// Every e-mail the product sends reads as French people expect (docs/content.md, "Wording"): subject,
// text and HTML pass the shared findWordingProblems; the receipt never names the payment provider.
import { findWordingProblems } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import * as accountMails from '../../../src/modules/account/mails.js';
import * as staffUserMails from '../../../src/modules/admin/users/mails.js';
import * as authMails from '../../../src/modules/auth/mails.js';
import * as contactMails from '../../../src/modules/contact/mails.js';
import * as managerMails from '../../../src/modules/managers/mails.js';
import * as paymentMails from '../../../src/modules/payments/mails.js';
import * as reminderMails from '../../../src/modules/reminders/mails.js';
import * as sirenMails from '../../../src/modules/siren/mails.js';
import * as twoFactorMails from '../../../src/modules/two-factor/mails.js';

// Each mail lives beside the module that sends it (modules/mail/layout.ts is their one frame).
const templates = {
  ...accountMails,
  ...staffUserMails,
  ...authMails,
  ...contactMails,
  ...managerMails,
  ...paymentMails,
  ...reminderMails,
  ...sirenMails,
  ...twoFactorMails,
};

const APP_URL = 'https://fournil.test';
const user = { username: 'boulanger', email: 'boulanger@fournil.test' };
const later = new Date('2026-12-03T10:00:00Z');

const MAILS = {
  emailConfirmation: templates.emailConfirmationMail(APP_URL, user, 'cle'),
  passwordReset: templates.passwordResetMail(APP_URL, user, 'uid', 'jeton'),
  passwordChanged: templates.passwordChangedMail(APP_URL, user),
  twoFactorChanged: templates.twoFactorChangedMail(APP_URL, user, 'disabled'),
  passwordKnown: templates.passwordKnownMail(APP_URL, user, { failures: 10, waitMs: 15 * 60_000 }),
  codesLockedStaff: templates.codesLockedStaffMail('equipe@fournil.test', {
    failures: 10,
    waitMs: 4 * 60 * 60_000,
    account: { id: 12, username: 'lea', email: 'lea@example.fr' },
    backOfficeLink: `${APP_URL}/admin/utilisateurs?q=lea%40example.fr`,
  }),
  emailChange: templates.emailChangeMail(APP_URL, 'nouvelle@fournil.test', 'cle'),
  emailChangeAsked: templates.emailChangeAskedMail(APP_URL, user, 'nouvelle@fournil.test'),
  emailChanged: templates.emailChangedMail(APP_URL, user, 'nouvelle@fournil.test'),
  accountDeleted: templates.accountDeletedMail(user, ['Boulangerie du Marais']),
  managerLeft: templates.managerLeftMail(
    APP_URL,
    { email: 'proprio@exemple.fr', username: 'Proprio' },
    { username: 'Jeanne', email: 'jeanne@exemple.fr' },
    { id: 7, nom: 'Au Bon Pain' },
  ),
  managerInvitation: templates.managerInvitationMail(APP_URL, {
    to: 'responsable@fournil.test',
    inviter: 'boulanger',
    bakery: { nom: 'Boulangerie du Marais', ville: 'Paris' },
    token: 'jeton',
    expiresAt: later,
  }),
  contactAcknowledgement: templates.contactAcknowledgementMail(APP_URL, 'lea@example.fr'),
  loginFailuresStaff: templates.loginFailuresStaffMail('equipe@fournil.test', {
    account: { id: 12, username: 'lea', email: 'lea@example.fr' },
    failures: 30,
    windowMinutes: 60,
    backOfficeLink: `${APP_URL}/admin/utilisateurs?q=lea%40example.fr`,
  }),
  sirenDisputeStaff: templates.sirenDisputeStaffMail('equipe@fournil.test', {
    siren: '987654324',
    claimant: { id: 3, username: 'lea', email: 'lea@example.fr' },
    holder: { id: 2, ...user },
    message: 'Je suis la gérante de cette boulangerie depuis 2019.',
    backOfficeLink: `${APP_URL}/admin/utilisateurs?q=987654324`,
  }),
  sirenDisputeAcknowledgement: templates.sirenDisputeAcknowledgementMail(APP_URL, user, '987654324'),
  sirenReleasedHolder: templates.sirenReleasedHolderMail(APP_URL, user, '987654324', true),
  sirenReleasedClaimant: templates.sirenReleasedClaimantMail(APP_URL, user, '987654324'),
  contactStaff: templates.contactStaffMail('equipe@fournil.test', {
    name: 'Léa',
    email: 'lea@example.fr',
    subject: 'Horaires',
    message: 'Bonjour',
    userId: null,
  }),
  paymentReceipt: templates.paymentReceiptMail(APP_URL, {
    to: user.email,
    username: user.username,
    product: 'Publication du mois — Boulangerie du Marais',
    amount: '15,00 €',
    period: 'novembre 2026',
    reference: 'sim_123',
    invoiceNumber: 'F-2026-000001',
  }),
  paymentReminder: templates.paymentReminderMail({
    to: user.email,
    username: user.username,
    kind: 'second',
    bakery: 'Boulangerie du Marais',
    campaign: 'Galette des rois',
    month: 'décembre 2026',
    payLink: `${APP_URL}/regie-publicitaire?payer=1`,
  }),
  asyncPaymentFailed: templates.asyncPaymentFailedMail({
    to: user.email,
    username: user.username,
    product: 'Régie Publicitaire — accès un mois',
    amount: '15,00 €',
    retryLink: `${APP_URL}/deverrouiller-regie`,
  }),
  renewalPaymentFailed: templates.renewalPaymentFailedMail(APP_URL, {
    to: user.email,
    username: user.username,
    product: 'Régie Publicitaire — abonnement mensuel',
    amount: '12,00 €',
    nextAttempt: later,
  }),
  paymentDisputeStaff: templates.paymentDisputeStaffMail('equipe@fournil.test', {
    amount: '15,00 €',
    reason: 'fraudulent',
    disputeId: 'dp_1',
    paymentId: 4,
    product: 'Publication du mois — Boulangerie du Marais',
    owner: { id: 2, ...user },
    backOfficeLink: `${APP_URL}/admin/paiements`,
  }),
};

describe('the e-mail templates', () => {
  it('cover every template of the modules', () => {
    const builders = Object.entries(templates).filter(([name, value]) => typeof value === 'function' && name.endsWith('Mail'));
    expect(builders.map(([name]) => name.replace(/Mail$/, '')).sort()).toEqual(Object.keys(MAILS).sort());
  });

  it.each(Object.entries(MAILS))('%s: subject, text and HTML read well', (_, mail) => {
    for (const part of [mail.subject, mail.text, mail.html]) expect(findWordingProblems(part), part).toEqual([]);
  });

  it('the receipt names what was paid and its reference, not the payment provider', () => {
    expect(MAILS.paymentReceipt.text).toContain('Référence : sim_123');
    expect(MAILS.paymentReceipt.text).toContain('Montant : 15,00 €');
    expect(MAILS.paymentReceipt.text).not.toMatch(/Simulation|Prestataire/);
    expect(MAILS.paymentReceipt.html).not.toMatch(/Simulation|Prestataire/);
  });
});
