// SIREN disputes (docs/accounts.md, "Disputing a SIREN"; docs/back-office.md, "SIREN disputes"): a
// person refused because another account verified their SIREN reports it from the profile; once
// staff release it, the same « Vérifier » succeeds.
import { registerByApi, signInByApi, uniqueIdentity } from '../support/accounts.js';
import { db } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { freshBakerySiren } from '../support/peers.js';
import { signUpByApi } from '../support/pro-api.js';
import { enableTwoFactorByApi } from '../support/two-factor.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

test('a disputed SIREN released by staff is verified by the person who reported it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const siren = freshBakerySiren();
  const holder = await signUpByApi(request, baseUrl, 'titulaire');
  await db().query('UPDATE users SET siren = $2, siren_verified = true, siren_verified_at = now(), is_proprietaire = true WHERE id = $1', [
    holder.id,
    siren,
  ]);
  const staff = await signUpByApi(request, baseUrl, 'staff-litige');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [staff.id]);
  // The back-office answers staff with two-step verification on (docs/two-factor.md).
  await enableTwoFactorByApi(request, baseUrl, staff);

  const identity = uniqueIdentity('reclamante');
  await registerByApi(page.request, identity);
  await signInByApi(page, identity.email, '/profil');
  await page.getByLabel('SIREN').fill(siren);
  const verify = page.getByRole('button', { name: 'Vérifier' });
  await verify.click();
  await expect(page.getByText('Ce SIREN est déjà associé à un autre compte.')).toBeVisible();
  await page.getByRole('button', { name: 'Signaler un problème' }).click();
  await expect(page.getByRole('heading', { name: `Signaler un problème : SIREN ${siren}` })).toBeFocused();
  await page.getByLabel('Votre explication').fill('Je suis la gérante de cette boulangerie, le Kbis est à mon nom.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText('Votre signalement a été envoyé à l’équipe Fournil. Vous recevrez sa réponse par e-mail.')).toBeVisible();

  const released = await request.post(`${baseUrl}/api/admin/users/${holder.id}/siren/release/`, {
    headers: { authorization: `Bearer ${staff.access}` },
    data: { hide_bakeries: false },
  });
  expect(released.status(), await released.text()).toBe(200);

  await page.getByRole('button', { name: 'Fermer' }).click();
  await verify.click();
  await expect(page.getByText('SIREN validé comme boulangerie (INSEE)')).toBeVisible();
});
