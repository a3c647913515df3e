// Accounts: registration with a real mail, confirmation, login, profile and SIREN, password reset,
// contact, and the error texts the screens show for real server answers (docs/accounts.md, and
// docs/visitor-screens.md "Contact"). The two describe titles that say "spec §8" mean these error
// texts; they are test names, kept as they are.
import { STRONG_PASSWORD, linkFromMail, logIn, mailCount, registerAndConfirm, uniqueIdentity } from '../support/accounts.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { db, ensureBakery } from '../support/db.js';
import { mailsTo } from '../support/peers.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

const SIREN = {
  activeBakery: '812345601',
  ceased: '812345676',
  supermarket: '812345742',
  unknown: '812346104',
  badLuhn: '812345602',
};

test('register, confirm by mail, log in, verify a SIREN and unlock the bakeries', async ({ page }) => {
  // A long journey (sign-up, mail, login, five SIREN checks, save): it took 46 s on a busy CI machine.
  test.setTimeout(120_000);
  const identity = uniqueIdentity('jean');
  await registerAndConfirm(page, identity);

  await logIn(page, identity.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bakeries = page.getByRole('button', { name: 'Boulangeries' });
  await expect(bakeries).toBeDisabled();
  // The account has loaded (the tiles no longer move) before pointing at the locked tile.
  await expect(page.getByText(`Bonjour ${identity.username}`)).toBeVisible();
  await bakeries.hover({ force: true });
  await expect(page.getByText('Vous devez vérifier votre SIREN pour accéder à cette fonctionnalité')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByText(identity.username)).toBeVisible();
  await expect(page.getByText(identity.email)).toBeVisible();
  await page.getByLabel('Adresse', { exact: true }).fill('3 place Bellecour');
  await page.getByLabel('Code postal').fill('69002');
  await page.getByLabel('Commune').fill('Lyon');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  const verify = page.getByRole('button', { name: 'Vérifier' });
  const siren = page.getByLabel('SIREN');

  await siren.fill('12345');
  await expect(verify).toBeDisabled();

  for (const refused of [SIREN.badLuhn, SIREN.ceased, SIREN.supermarket, SIREN.unknown]) {
    await siren.fill(refused);
    await verify.click();
    // A refusal names what the register found (docs/accounts.md, "SIREN verification").
    await expect(
      page.getByText(/SIREN invalide ou non reconnu comme boulangerie|SIREN non reconnu comme boulangerie : |SIREN introuvable/),
    ).toBeVisible();
    await expect(save).toBeDisabled();
  }

  await siren.fill(SIREN.activeBakery);
  await verify.click();
  await expect(page.getByText('SIREN validé comme boulangerie (INSEE)')).toBeVisible();
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  await save.click();
  await expect(page.getByText('Profil mis à jour !')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  await expect(
    page
      .getByRole('button', { name: 'Boulangeries' })
      .or(page.getByRole('link', { name: 'Boulangeries' }))
      .first(),
  ).toBeEnabled();
});

test('editing the SIREN resets its verification', async ({ page }) => {
  const identity = uniqueIdentity('marie');
  await registerAndConfirm(page, identity);
  await logIn(page, identity.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profil');
  await page.getByLabel('Adresse', { exact: true }).fill('1 rue du Moulin');
  await page.getByLabel('SIREN').fill('812345882');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('SIREN validé comme boulangerie (INSEE)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await page.getByLabel('SIREN').fill('812345817');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
});

test('forgot password: mail, reset, log in with the new password; the old link then fails', async ({ page }) => {
  // Registration, two mails, two password hashes and three logins: as long as the first journey (line 18).
  test.setTimeout(120_000);
  const identity = uniqueIdentity('paul');
  await registerAndConfirm(page, identity);
  const before = await mailCount(identity.email);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Code du captcha').fill('PASSED');
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(
    page.getByText('Si cet email existe, un message de réinitialisation a été envoyé. Parfois il faut regarder dans la boîte SPAM !'),
  ).toBeVisible();
  const resetLink = await linkFromMail(identity.email, /\/reset-password\//, { after: before });

  await page.goto(resetLink);
  await expectAccessible(page);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Pain-Au-Levain-2027');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Pain-Au-Levain-2028');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Pain-Au-Levain-2027');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe réinitialisé ! Vous pouvez vous connecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await logIn(page, identity.email, STRONG_PASSWORD);
  await expect(page.getByText('Identifiants incorrects. Veuillez réessayer.')).toBeVisible();
  await logIn(page, identity.email, 'Pain-Au-Levain-2027');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(resetLink);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-Un-Autre-2029');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Encore-Un-Autre-2029');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalide ou expiré/);
});

test.describe('error texts of spec §8, from real server answers', () => {
  test('login with wrong credentials', async ({ page }) => {
    await logIn(page, 'personne@boulangers.test', 'Mauvais-Mot-2026');
    await expect(page.getByText('Identifiants incorrects. Veuillez réessayer.')).toBeVisible();
  });

  test('login welcomes a new user', async ({ page }) => {
    await page.goto('/login?newUser=1');
    await expect(page.getByText('Bienvenue ! Connectez-vous pour finaliser votre profil.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    await expectAccessible(page);
  });

  test('registration shows the server’s field errors next to their fields, never by their keys', async ({ page }) => {
    const identity = uniqueIdentity('court');
    await page.goto('/register');
    await page.getByLabel("Nom d'utilisateur").fill(identity.username);
    await page.getByLabel('Email').fill(identity.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirmation du mot de passe').fill(STRONG_PASSWORD);
    await page.getByLabel('Code du captcha').fill('MAUVAIS');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByLabel('Code du captcha')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Captcha invalide ou expiré.').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('captcha:');
    await expect(page.locator('body')).not.toContainText('password1:');
    await expect(page.locator('body')).not.toContainText(' | ');
    await expectAccessible(page);
  });

  test('registration refuses an e-mail already used, next to the e-mail field', async ({ page }) => {
    const identity = uniqueIdentity('double');
    await registerAndConfirm(page, identity);
    await page.goto('/register');
    await page.getByLabel("Nom d'utilisateur").fill(`${identity.username}x`);
    await page.getByLabel('Email').fill(identity.email.toUpperCase());
    await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirmation du mot de passe').fill(STRONG_PASSWORD);
    await page.getByLabel('Code du captcha').fill('PASSED');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.locator('body')).not.toContainText('email:');
  });

  test('e-mail confirmation with a bad key shows the server detail', async ({ page }) => {
    await page.goto('/email-confirmation/cle-inconnue');
    await expect(page.getByRole('alert')).toContainText('Lien de confirmation invalide ou expiré.');
  });

  test('reset with a forged link fails with the server detail', async ({ page }) => {
    await page.goto('/reset-password/MQ/faux-jeton');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Pain-Au-Levain-2027');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Pain-Au-Levain-2027');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByRole('alert')).toContainText('Lien invalide ou expiré.');
  });

  test('forgot password with a wrong captcha shows the captcha error', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('quelquun@boulangers.test');
    await page.getByLabel('Code du captcha').fill('FAUX');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByText('Captcha invalide ou expiré.').first()).toBeVisible();
  });

  test('a login-only screen without a token goes to /login', async ({ page }) => {
    await page.goto('/profil');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('contact', () => {
  test('sends the message to the staff mailbox and replaces the form by the confirmation', async ({ page }) => {
    const before = (await mailsTo('equipe@fournil.test')).length;
    await page.goto('/messageriedirect');
    await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
    const subject = `Question ${Date.now()}`;
    await page.getByLabel('Nom', { exact: true }).fill('Claire Martin');
    await page.getByLabel('Email').fill('claire@exemple.test');
    await page.getByLabel('Sujet').fill(subject);
    await page.getByLabel('Message').fill('Bonjour, la boulangerie de mon quartier peut-elle rejoindre Fournil ?');
    await page.getByLabel('Code du captcha').fill('PASSED');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès.' })).toBeFocused();
    await expect(page.getByLabel('Sujet')).toHaveCount(0);
    await expect
      .poll(async () => (await mailsTo('equipe@fournil.test')).slice(before).some((mail) => mail.text.includes(subject)))
      .toBe(true);
    await expectAccessible(page);
  });

  test('shows the captcha error and reloads the captcha', async ({ page }) => {
    await page.goto('/messageriedirect');
    const image = page.locator('img[src*="/api/captcha/image/"]');
    const firstSrc = await image.getAttribute('src');
    await page.getByLabel('Nom', { exact: true }).fill('Claire');
    await page.getByLabel('Email').fill('claire@exemple.test');
    await page.getByLabel('Sujet').fill('Essai');
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByLabel('Code du captcha').fill('FAUX');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Captcha invalide ou expiré.').first()).toBeVisible();
    await expect(image).not.toHaveAttribute('src', firstSrc!);
  });
});

test.describe('more error texts of spec §8', () => {
  test('a SIREN check that INSEE cannot answer says the check failed', async ({ page }) => {
    const identity = uniqueIdentity('lucie');
    await registerAndConfirm(page, identity);
    await logIn(page, identity.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profil');
    await page.getByLabel('SIREN').fill('812346237');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Erreur lors de la vérification SIREN')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  test('a captcha that cannot load says so, on registration and on contact', async ({ page }) => {
    await page.route('**/api/captcha/', (route) => route.abort('connectionrefused'));
    await page.goto('/register');
    await expect(page.getByText('Impossible de charger le captcha.')).toBeVisible();
    await page.goto('/messageriedirect');
    await expect(page.getByText('Erreur serveur captcha')).toBeVisible();
  });

  test('a contact message lost by the network says so', async ({ page }) => {
    await page.goto('/messageriedirect');
    await page.route('**/api/contact/', (route) => route.abort('connectionreset'));
    await page.getByLabel('Nom', { exact: true }).fill('Claire');
    await page.getByLabel('Email').fill('claire@exemple.test');
    await page.getByLabel('Sujet').fill('Essai réseau');
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByLabel('Code du captcha').fill('PASSED');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Erreur réseau. Veuillez réessayer plus tard.')).toBeVisible();
    await expect(page.getByLabel('Sujet')).toHaveValue('Essai réseau');
  });
});

test('a manager (responsable) is sent from the dashboard to the bakeries they manage', async ({ page }) => {
  const identity = uniqueIdentity('gerant');
  await registerAndConfirm(page, identity);
  const bakeryId = await ensureBakery({
    nom: `Boulangerie gérée ${identity.username}`,
    latitude: 47.2184,
    longitude: -1.5536,
    ville: 'Nantes',
  });
  await db().query('UPDATE bakeries SET responsable_id = (SELECT id FROM users WHERE email = $1) WHERE id = $2', [
    identity.email,
    bakeryId,
  ]);
  await logIn(page, identity.email);
  await expect(page).toHaveURL(/\/boulangerie-responsable$/);
});
