// A person controls their account (docs/privacy.md): from the profile they change their password
// and their e-mail address, download their data, then delete their account, after which it no
// longer opens.
import fs from 'node:fs';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { STRONG_PASSWORD, linkFromMail, logIn, registerByApi, signInByApi, uniqueIdentity } from '../support/accounts.js';
import { mailsTo } from '../support/peers.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

// Few letters in common with any generated address (`droits.<hex>@boulangers.test`): the similarity
// rule compares the characters of the two, and a random suffix once made the old one too close.
const NEW_PASSWORD = 'Pvq7-Mwk3-Hzyx-9158';

test.use({ viewport: { width: 375, height: 812 } });

test('change the password and the address, export my data, delete my account', async ({ page }) => {
  // Seven password hashes and two mailed links in one journey: past a minute when it runs first in a
  // loaded CI (2026-11-26, stopped at its last step).
  test.slow();
  const identity = uniqueIdentity('droits');
  await registerByApi(page.request, identity);
  await signInByApi(page, identity.email, '/profil');

  // The password.
  const password = page.getByRole('region', { name: 'Mot de passe' });
  await password.getByLabel('Mot de passe actuel').fill(STRONG_PASSWORD);
  await password.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByText('Votre mot de passe a été modifié. Vos autres sessions ont été fermées.')).toBeVisible();
  // This device stays signed in, through a reload (its new refresh cookie).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon Profil Professionnel' })).toBeVisible();

  // The address: a link to the new one, which takes effect when opened.
  const newEmail = identity.email.replace('@', '.nouveau@');
  const address = page.getByRole('region', { name: 'Adresse e-mail' });
  await address.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await address.getByLabel('Mot de passe').fill(NEW_PASSWORD);
  await address.getByRole('button', { name: 'Changer d’adresse e-mail' }).click();
  await expect(address.getByText(`Un lien de confirmation a été envoyé à ${newEmail}.`, { exact: false })).toBeVisible();
  await page.goto(await linkFromMail(newEmail, /\/email-confirmation\//));
  await expect(page.getByRole('status').getByText('Adresse e-mail modifiée : utilisez-la désormais pour vous connecter.')).toBeVisible();
  await page.goto('/profil');
  await expect(page.getByRole('region', { name: 'Compte' }).getByText(newEmail, { exact: true })).toBeVisible();

  // The data, as one JSON file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fournil-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(exported).toMatchObject({ format: 'fournil-export-1', profil: { username: identity.username, email: newEmail } });
  await expect(page.getByText('Vos données ont été téléchargées.')).toBeVisible();
  await expectAccessible(page);

  // The account.
  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  await expect(deletion.getByText('vos paiements et vos factures sont conservés dix ans, comme la loi l’exige.')).toBeVisible();
  await deletion.getByLabel('Mot de passe').fill(NEW_PASSWORD);
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Votre compte a été supprimé' })).toBeFocused();
  await expectAccessible(page);
  await expect
    .poll(async () => (await mailsTo(newEmail)).some((mail) => mail.text.includes('a été supprimé à votre demande')), { timeout: 15_000 })
    .toBe(true);

  // It no longer opens, with either password.
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const [email, candidate] of [
    [newEmail, NEW_PASSWORD],
    [identity.email, STRONG_PASSWORD],
  ] as const) {
    await logIn(page, email, candidate);
    await expect(page.getByText('Identifiants incorrects. Veuillez réessayer.')).toBeVisible();
  }
});
