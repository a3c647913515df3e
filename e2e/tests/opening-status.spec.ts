// The truthful opening status (docs/opening-hours.md) in Chromium with a fixed clock: a bakery closed for its
// holidays, Christmas Day with the rule « fermes », and a page left open that changes at the minute.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ensureBakery, kmEastOf, weekHours } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expectAccessible, test } from '../support/fixtures.js';
import { showMap } from '../support/map.js';
import { makeOwnerOf, signUpByApi, type ApiAccount } from '../support/pro-api.js';

const NANTES = { lat: 47.2184, lng: -1.5536 };
const RENNES = { lat: 48.1173, lng: -1.6778 };
const DIJON = { lat: 47.322, lng: 5.0415 };

/** 'YYYY-MM-DD' in Paris, `days` after the real today: the server checks dates against its own today. */
function parisDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 10:00 in Paris on `date` (winter or summer time alike: noon UTC minus the offset is never another day). */
function parisMorning(date: string): Date {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const parisHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(noonUtc),
  );
  return new Date(noonUtc.getTime() - (parisHour - 10) * 3_600_000);
}

function frenchMonth(date: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'long' }).format(new Date(`${date}T00:00:00Z`));
}

async function ownerOf(request: APIRequestContext, bakeryId: number, prefix: string): Promise<ApiAccount> {
  const owner = await signUpByApi(request, baseUrl, prefix);
  await makeOwnerOf(owner, bakeryId);
  return owner;
}

function cardOf(page: Page, name: string) {
  return page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(`^${name}`) });
}

test.describe('a bakery closed for its holidays', () => {
  test.use({ geolocation: { latitude: NANTES.lat, longitude: NANTES.lng }, permissions: ['geolocation'] });

  test('reads « Fermé pour congés… » on the card and the page, and its marker is grey', async ({ page, request }) => {
    const id = await ensureBakery({
      nom: 'Nantes En Congés',
      ...kmEastOf(NANTES, 0.4),
      disponibilite_pain: true,
      ville: 'Nantes',
      code_postal_boulangerie: '44000',
    });
    const owner = await ownerOf(request, id, 'conges');
    // Within the public detail's 60 days of the real today (the server's own clock).
    const debut = parisDatePlus(2);
    const fin = parisDatePlus(20);
    const created = await request.post(`${baseUrl}/api/cotepro/ma-boulangerie/${id}/fermetures/`, {
      headers: { authorization: `Bearer ${owner.access}` },
      data: { debut, fin, motif: 'Congés annuels' },
    });
    expect([201, 400], await created.text()).toContain(created.status());
    if (created.status() === 400) expect(await created.text()).toContain('chevauche'); // already made by an earlier attempt of this run

    // 10:00 on a day inside the closure: the usual week (07:00–20:00 every day) says open.
    await page.clock.setFixedTime(parisMorning(parisDatePlus(5)));
    const expected = new RegExp(`^Fermé pour congés annuels jusqu'au \\d+(er)? ${frenchMonth(fin)}`);
    await page.goto('/');
    const card = cardOf(page, 'Nantes En Congés');
    await expect(card).toHaveAttribute('data-status', 'grey');
    // One chip: the closure's reason, « Fermé » said once.
    await expect(card.locator('.bakery-card__status')).toHaveText(expected);
    await showMap(page);
    await expect(page.locator(`button[data-bakery-id="${id}"]`)).toHaveAttribute('data-status', 'grey');
    await expect(page.locator(`button[data-bakery-id="${id}"]`)).toHaveAttribute(
      'aria-label',
      /^Nantes En Congés — Fermé \(Fermé pour congés annuels/,
    );

    await page.goto(`/boulangerie/${id}`);
    await expect(page.getByTestId('open-badge')).toHaveText(expected);
    // The closure is already said: no bread badge repeats it, never « prochaines ouvertures » (docs/availability.md).
    await expect(page.getByTestId('bread-line')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Fermetures à venir' }).getByRole('listitem')).toHaveText(
      /^Fermeture exceptionnelle du .+ : congés annuels$/,
    );
    await expectAccessible(page);
  });
});

test.describe('Christmas Day', () => {
  test.use({ geolocation: { latitude: RENNES.lat, longitude: RENNES.lng }, permissions: ['geolocation'] });

  test('a bakery with the rule « fermes » is closed, one that has not said it is open with the note', async ({ page, request }) => {
    const closedId = await ensureBakery({
      nom: 'Rennes Fermée à Noël',
      ...kmEastOf(RENNES, 0.3),
      disponibilite_pain: true,
      ville: 'Rennes',
      code_postal_boulangerie: '35000',
    });
    const unsaidId = await ensureBakery({
      nom: 'Rennes Sans Consigne',
      ...kmEastOf(RENNES, 0.6),
      disponibilite_pain: true,
      ville: 'Rennes',
      code_postal_boulangerie: '35000',
    });
    const owner = await ownerOf(request, closedId, 'noel');
    const rule = await request.patch(`${baseUrl}/api/cotepro/ma-boulangerie/${closedId}/`, {
      headers: { authorization: `Bearer ${owner.access}` },
      data: { jours_feries: 'fermes' },
    });
    expect(rule.status(), await rule.text()).toBe(200);

    // Friday 25 December 2026, 10:00 in Paris: both open every day 07:00–20:00.
    await page.clock.setFixedTime(new Date('2026-12-25T09:00:00Z'));
    await page.goto('/');
    const closed = cardOf(page, 'Rennes Fermée à Noël');
    await expect(closed).toHaveAttribute('data-status', 'grey');
    await expect(closed.locator('.bakery-card__status')).toHaveText('Fermé · ouvre demain à 7 h');
    const unsaid = cardOf(page, 'Rennes Sans Consigne');
    await expect(unsaid).toHaveAttribute('data-status', 'green');
    await expect(unsaid.getByText('Jour férié : horaires à confirmer')).toBeVisible();

    await page.goto(`/boulangerie/${closedId}`);
    await expect(page.getByTestId('open-badge')).toHaveText('Fermé · ouvre demain à 7 h');
    await expect(page.getByRole('table', { name: "Horaires d'ouverture" }).getByRole('row', { name: /Vendredi 25/ })).toContainText(
      'Fermé',
    );
    await page.goto(`/boulangerie/${unsaidId}`);
    await expect(page.getByTestId('open-badge')).toHaveText('Ouvert · ferme à 20 h');
    await expect(page.getByTestId('holiday-note')).toHaveText('Jour férié : horaires à confirmer');
  });
});

test.describe('a page left open', () => {
  test.use({ geolocation: { latitude: DIJON.lat, longitude: DIJON.lng }, permissions: ['geolocation'] });
  // Wednesday 25 November 2026 in Paris (UTC+1).
  const AT_18H14 = new Date('2026-11-25T17:14:00Z');
  const AT_18H44_59 = new Date('2026-11-25T17:44:59Z');
  const fixture = {
    nom: 'Dijon Ferme à 18 h 45',
    ...kmEastOf(DIJON, 0.3),
    disponibilite_pain: true,
    ville: 'Dijon',
    code_postal_boulangerie: '21000',
    week: weekHours({ ouverture_matin: '07:00', fermeture_matin: '18:45' }),
  };

  test('the card flips from « Ferme bientôt » to « Fermé » at the minute', async ({ page }) => {
    await ensureBakery(fixture);
    await page.clock.install({ time: AT_18H14 });
    await page.goto('/');
    const card = cardOf(page, fixture.nom);
    await expect(card.locator('.bakery-card__status')).toHaveText('Pain disponible · ferme à 18 h 45');
    await expect(card).toHaveAttribute('data-status', 'green');

    await page.clock.pauseAt(AT_18H44_59);
    await expect(card.locator('.bakery-card__status')).toHaveText('Pain disponible · ferme bientôt à 18 h 45');
    await page.clock.runFor(900);
    await expect(card.locator('.bakery-card__status')).toHaveText('Pain disponible · ferme bientôt à 18 h 45', { timeout: 1_000 });
    await page.clock.runFor(100);
    await expect(card.locator('.bakery-card__status')).toHaveText('Fermé · ouvre demain à 7 h');
    await expect(card).toHaveAttribute('data-status', 'grey');
  });

  test('the bakery page flips from « Ferme bientôt » to « Fermé » at the minute', async ({ page }) => {
    const id = await ensureBakery(fixture);
    await page.clock.install({ time: AT_18H14 });
    await page.goto(`/boulangerie/${id}`);
    const badge = page.getByTestId('open-badge');
    await expect(badge).toHaveText('Ouvert · ferme à 18 h 45');

    await page.clock.pauseAt(AT_18H44_59);
    await expect(badge).toHaveText('Ferme bientôt · 18 h 45');
    await expect(page.getByText('Pain disponible maintenant')).toBeVisible();
    await page.clock.runFor(900);
    await expect(badge).toHaveText('Ferme bientôt · 18 h 45', { timeout: 1_000 });
    await page.clock.runFor(100);
    await expect(badge).toHaveText('Fermé · ouvre demain à 7 h');
    // Closed, the chip says when it opens; no bread line repeats it.
    await expect(page.getByTestId('bread-line')).toHaveCount(0);
  });
});
