// Forms that help instead of reporting (docs/api-conventions.md, "Errors"; docs/accounts.md): errors
// next to their field with focus, the username rule stated first, the captcha kept after a refusal
// that did not use it, « Renvoyer l'e-mail de confirmation », the contact confirmation and its
// acknowledgement mail, and a SIREN refusal naming what INSEE found (docs/accounts.md,
// docs/content.md, docs/api-conventions.md).
import type { Locator, Page } from '@playwright/test';
import { STRONG_PASSWORD, linkFromMail, logIn, registerAndConfirm, uniqueIdentity } from '../support/accounts.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { mailsTo } from '../support/peers.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

/** The control itself (or something inside it) is what a finger at its centre touches: nothing covers it. */
async function expectUncovered(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const isOnTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isOnTop).toBe(true);
}

async function fillRegistration(page: Page, identity: { username: string; email: string }) {
  await page.getByLabel("Nom d'utilisateur").fill(identity.username);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(STRONG_PASSWORD);
  await page.getByLabel('Code du captcha').fill('PASSED');
}

test('registration states the username rule, and a bad username is refused next to the field, which gets focus', async ({ page }) => {
  await page.goto('/register');
  const username = page.getByLabel("Nom d'utilisateur");
  await expect(username).toHaveAccessibleDescription(/De 3 à 150 caractères : lettres, chiffres et « @ \. \+ - _ », sans espace\./);
  await fillRegistration(page, uniqueIdentity('rule'));
  await username.fill('léa boulangère');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Il ne peut contenir que des lettres, des nombres/)).toBeVisible();
  await expectUncovered(username);
  await expect(page.locator('body')).not.toContainText('username:');
  await expectAccessible(page);
});

test('a taken username keeps the captcha and its answer; the corrected form goes through, and the confirmation can be resent', async ({
  page,
}) => {
  const first = uniqueIdentity('pris');
  await registerAndConfirm(page, first);

  await page.goto('/register');
  const image = page.locator('img[src*="/api/captcha/image/"]');
  await expect(image).toBeVisible();
  const captchaSrc = await image.getAttribute('src');
  const second = uniqueIdentity('neuf');
  await fillRegistration(page, { username: first.username.toUpperCase(), email: second.email });
  await page.getByRole('button', { name: "S'inscrire" }).click();
  const username = page.getByLabel("Nom d'utilisateur");
  await expect(page.getByText('Un utilisateur avec ce nom existe déjà.')).toBeVisible();
  await expect(username).toBeFocused();
  await expect(image).toHaveAttribute('src', captchaSrc!);
  await expect(page.getByLabel('Code du captcha')).toHaveValue('PASSED');

  await username.fill(second.username);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Un email de confirmation a été envoyé.')).toBeVisible();
  await linkFromMail(second.email, /\/email-confirmation\//);
  const before = (await mailsTo(second.email)).length;
  const resend = page.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" });
  await expectUncovered(resend);
  await resend.click();
  await expect(page.getByText(/un nouveau lien de confirmation vient d’être envoyé/)).toBeVisible();
  const link = await linkFromMail(second.email, /\/email-confirmation\//, { after: before });
  await page.goto(link);
  await expect(page.getByText('Email confirmé avec succès !')).toBeVisible();
  await expectAccessible(page);
});

test('the login of an unconfirmed address offers to resend the confirmation, and the new link works', async ({ page }) => {
  const identity = uniqueIdentity('attente');
  await page.goto('/register');
  await fillRegistration(page, identity);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Un email de confirmation a été envoyé.')).toBeVisible();
  await linkFromMail(identity.email, /\/email-confirmation\//);

  await logIn(page, identity.email);
  await expect(page.getByText('Veuillez confirmer votre adresse e-mail avant de vous connecter.')).toBeVisible();
  const before = (await mailsTo(identity.email)).length;
  const resend = page.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" });
  await expectUncovered(resend);
  await resend.click();
  await expect(page.getByText(/un nouveau lien de confirmation vient d’être envoyé/)).toBeVisible();
  await expectAccessible(page);
  // The login itself may have sent a link too (docs/accounts.md, "Login"): any new one confirms.
  const link = await linkFromMail(identity.email, /\/email-confirmation\//, { after: before });
  await page.goto(link);
  await expect(page.getByText('Email confirmé avec succès !')).toBeVisible();
});

test('contact: the form gives way to a focused confirmation, and the sender receives an acknowledgement', async ({ page }) => {
  const sender = uniqueIdentity('contact').email;
  await page.goto('/messageriedirect');
  await page.getByLabel('Nom', { exact: true }).fill('Claire Martin');
  await page.getByLabel('Email').fill(sender);
  await page.getByLabel('Sujet').fill('Horaires de Brest');
  await page.getByLabel('Message').fill('Bonjour, les horaires de ma boulangerie ont changé.');
  await page.getByLabel('Code du captcha').fill('PASSED');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const confirmation = page.getByRole('heading', { name: 'Message envoyé avec succès.' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText(`Un accusé de réception a été envoyé à ${sender}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(sender)).some((mail) => mail.text.includes('Nous avons bien reçu votre message')), { timeout: 15_000 })
    .toBe(true);
  await expectAccessible(page);
});

test('a SIREN refusal names the company, its NAF code and the reason, and how to reach us', async ({ page }) => {
  test.setTimeout(90_000);
  const identity = uniqueIdentity('naf');
  await registerAndConfirm(page, identity);
  await logIn(page, identity.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profil');
  await page.getByLabel('SIREN').fill('812345742');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('SIREN non reconnu comme boulangerie : HYPERMARCHE DU TEST — 47.11F, hors boulangerie.')).toBeVisible();
  const contact = page.getByRole('link', { name: 'Écrivez-nous depuis la page Contact' });
  await expect(contact).toHaveAttribute('href', '/messageriedirect');
  await expectUncovered(contact);
  await expectAccessible(page);
});
