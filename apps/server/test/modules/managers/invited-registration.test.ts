// Registering from a manager invitation (docs/bakery-management.md, "Registering first"): the link's
// preview gives the invited address while it can be used, the registration keeps to that address,
// and the confirmation (mail and answer) speaks to a manager.
import { INVITATION_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, linkPath, mailsTo, waitForMail } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, invitationToken, invite, signUpOwner, type Account } from '../../testing/manager-fixtures.js';

const INVITED = 'Invitee.Seigle@fournil.test';

describe('registering from an invitation', () => {
  let t: TestApp;
  let owner: Account;
  let bakeryId: number;
  let token = '';

  const registerWith = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { password1: PASSWORD, password2: PASSWORD, captcha_0: 'test', captcha_1: 'PASSED', ...payload },
    });
  const confirmFrom = async (email: string) => {
    const mail = await waitForMail(t.app, email, /Confirmez/);
    const key = linkPath(mail, '/email-confirmation/').split('/').pop()!;
    return { mail, answer: await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } }) };
  };

  beforeAll(async () => {
    t = await buildTestApp(PRO_TEST_ENV);
    owner = await signUpOwner(t.app, 'proprio-seigle', DEMO_BAKERY_SIRENS[0]);
    bakeryId = (await insertBakery(t.app.db.db, owner.id, { nom: 'Le Bon Levain', position: null })).id;
    expect((await invite(t.app, owner, bakeryId, INVITED)).statusCode).toBe(200);
    token = await invitationToken(t.app, INVITED.toLowerCase());
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('gives the invited address in full in the preview while the link can be used', async () => {
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}/` });
    // The address as the owner typed it.
    expect(preview.json()).toMatchObject({ statut: 'valide', email: INVITED, email_masque: 'I***@fournil.test' });
  });

  it('refuses another address with a message on the e-mail field, naming the invited one', async () => {
    const response = await registerWith({ username: 'intrus', email: 'intrus@fournil.test', invitation: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [INVITATION_MESSAGES.registerWithInvitedEmail(INVITED)] });
    expect(await mailsTo(t.app, 'intrus@fournil.test')).toEqual([]);
  });

  it('refuses an unknown invitation token on its own field', async () => {
    const response = await registerWith({ username: 'inconnu', email: 'inconnu@fournil.test', invitation: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ invitation: [INVITATION_MESSAGES.notFound] });
  });

  it('registers the invited address, and the confirmation mail and answer speak of becoming the bakery’s manager', async () => {
    const response = await registerWith({ username: 'invite-seigle', email: INVITED, invitation: token });
    expect(response.statusCode).toBe(201);
    const { mail, answer } = await confirmFrom(INVITED.toLowerCase());
    expect(mail.text).toContain('puis connectez-vous pour accepter l’invitation à devenir responsable du Bon Levain.');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ detail: 'Email confirmé avec succès !', invitation_boulangerie: 'Le Bon Levain' });
  });

  it('keeps the owner’s wording for anyone else', async () => {
    const response = await registerWith({ username: 'futur-proprio', email: 'futur-proprio@fournil.test' });
    expect(response.statusCode).toBe(201);
    const { mail, answer } = await confirmFrom('futur-proprio@fournil.test');
    expect(mail.text).toContain('Pour activer votre compte, confirmez votre adresse e-mail');
    expect(mail.text).not.toContain('responsable');
    expect(answer.json()).toEqual({ detail: 'Email confirmé avec succès !', invitation_boulangerie: null });
  });

  it('hides the address of a cancelled invitation and refuses to register with it', async () => {
    expect((await invite(t.app, owner, bakeryId, 'annulee@fournil.test')).statusCode).toBe(200);
    const cancelledToken = await invitationToken(t.app, 'annulee@fournil.test');
    const pending = (await t.app.inject({ method: 'GET', url: '/api/boulangeries/invitations/', headers: bearer(owner.access) })).json();
    const invitation = pending.find((item: { email: string }) => item.email === 'annulee@fournil.test');
    await t.app.inject({ method: 'POST', url: `/api/boulangeries/invitations/${invitation.id}/annuler/`, headers: bearer(owner.access) });

    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${cancelledToken}/` });
    expect(preview.json()).toMatchObject({ statut: 'annulee', email: null });
    const response = await registerWith({ username: 'annulee', email: 'annulee@fournil.test', invitation: cancelledToken });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ invitation: [INVITATION_MESSAGES.cancelled] });
  });
});
