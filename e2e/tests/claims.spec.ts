// Claiming a listing (docs/claims.md): an owner with a verified SIREN opens a listing whose
// SIRET begins with it, claims it, lands on it in « Mes boulangeries » with what was imported, and edits it.
import { BAKERY_MESSAGES, CLAIM_MESSAGES } from '@fournil/shared';
import { registerByApi, signInByApi, uniqueIdentity } from '../support/accounts.js';
import { db, weekHours } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { freshBakerySiren } from '../support/peers.js';

test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });

test('an owner with a verified SIREN claims the listing whose SIRET matches, finds it in « Mes boulangeries » and edits it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const siren = freshBakerySiren();
  const identity = uniqueIdentity('revendique');
  await registerByApi(page.request, identity);
  await db().query(
    'UPDATE users SET siren = $2, siren_verified = true, siren_verified_at = now(), is_proprietaire = true WHERE lower(email) = lower($1)',
    [identity.email, siren],
  );
  const { jours, horaires } = weekHours({
    ouverture_matin: '07:00',
    fermeture_matin: '13:00',
    ouverture_apm: '15:30',
    fermeture_apm: '19:30',
  });
  const name = `Fournil ouvert ${siren}`;
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, telephone_boulangerie, site_web,
       latitude, longitude, jours_ouvertures, horaires_ouvertures, disponibilite_pain_maj, disponibilite_cafe_maj,
       disponibilite_croissant_maj, disponibilite_sandwich_maj, disponibilite_bio_maj)
     VALUES (NULL, $1, '8 rue des Archives', 'Paris', '75004', '01 42 72 00 00', 'https://fournil.example', 48.8589, 2.3561,
       $2::jsonb, $3::jsonb, NULL, NULL, NULL, NULL, NULL) RETURNING id`,
    [name, JSON.stringify(jours), JSON.stringify(horaires)],
  );
  const id = rows[0]!.id;
  await db().query(
    `INSERT INTO bakery_sources (source, source_id, bakery_id, licence, siret) VALUES ('sirene', $1, $2, 'Licence-Ouverte-2.0', $1)`,
    [`${siren}00017`, id],
  );

  await signInByApi(page, identity.email, `/boulangerie/${id}`);
  const invitation = page.getByRole('link', { name: CLAIM_MESSAGES.invitation });
  await expect(invitation).toBeVisible();
  // The listing's page with its invitation, at 375 px.
  await expectAccessible(page);
  await invitation.click();
  await expect(page.getByRole('heading', { name: 'Revendiquer cette boulangerie' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('claim-screen-375.png') });
  await page.getByRole('button', { name: 'Revendiquer cette boulangerie' }).click();

  await expect(page).toHaveURL(new RegExp(`/boulangeries/${id}$`));
  await expect(page.getByText(CLAIM_MESSAGES.claimed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('01 42 72 00 00')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  await page.getByRole('textbox', { name: 'Description courte' }).fill('Pain au levain cuit chaque matin.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(BAKERY_MESSAGES.saved)).toBeVisible();
  await expect(page.getByText('Pain au levain cuit chaque matin.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('claimed-bakery-375.png') });
});
