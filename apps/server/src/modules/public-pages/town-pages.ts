// Town pages (docs/public-pages.md, "Town pages"): `/ville/{slug}` lists a town's bakeries with
// their status now, their week in one line and a link to each (the directory that leads there:
// town-directory.ts). Written whole by the server, in the app's shell (page-shell.ts): the web app
// does not start there.
import {
  PRODUCT_NAME,
  TOWNS_PAGE_PATH,
  bakeryPagePath,
  departementOfPostcode,
  departementPagePath,
  formatArrondissement,
  getBreadStatus,
  getOpeningStatus,
  openingInputOfDetail,
  statusChip,
  summariseWeek,
  toWeekRanges,
  townPagePath,
  townSlug,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { TPageDocument } from '../../lib/html-document.js';
import { frame } from './page-shell.js';
import type { TownRow } from './repository.js';
import { statusChipHtml } from './status-chip-html.js';

export type Town = { ville: string; codePostal: string; slug: string; count: number };

/** « Lyon 3e arrondissement (69003) », « Angers (49100) ». */
export function townName(ville: string, codePostal: string): string {
  const arrondissement = formatArrondissement(codePostal);
  return `${ville.trim()}${arrondissement ? ` ${arrondissement}` : ''} (${codePostal.trim()})`;
}

/** A spelling with small letters (« Lyon ») reads better than one in capitals (« LYON »). */
function spellingScore(ville: string, count: number): number {
  return count * 2 + (ville !== ville.toUpperCase() ? 1 : 0);
}

/** Towns by slug: spellings of one town (« Lyon », « LYON ») make one page, named as most bakeries write it. */
export function mergeTowns(rows: TownRow[]): Town[] {
  const bySlug = new Map<string, Town & { best: number }>();
  for (const row of rows) {
    const slug = townSlug(row.ville, row.codePostal);
    if (!slug || !row.codePostal.trim()) continue;
    const town = bySlug.get(slug);
    const score = spellingScore(row.ville.trim(), row.count);
    if (!town) bySlug.set(slug, { ville: row.ville.trim(), codePostal: row.codePostal.trim(), slug, count: row.count, best: score });
    else {
      town.count += row.count;
      if (score > town.best) Object.assign(town, { ville: row.ville.trim(), best: score });
    }
  }
  return [...bySlug.values()].map(({ best: _best, ...town }) => town).sort((a, b) => a.slug.localeCompare(b.slug));
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('fr-FR')} ${count === 1 ? one : many}`;
}

function bakeryItem(bakery: TPublicBakeryDetail, now: Date): string {
  // Unknown hours read « Horaires non renseignés » or « Horaires à confirmer », never « Fermé », and have no week.
  const status = getOpeningStatus(openingInputOfDetail(bakery), now);
  const week = status.unknownHours ? '' : summariseWeek(toWeekRanges(bakery.jours_ouvertures, bakery.horaires_ouvertures));
  // The app's one chip, bread included (« Pain disponible · ferme à 19 h »): docs/opening-hours.md, "Status wording".
  const bread = getBreadStatus({ isOpen: status.isOpen, unknownHours: status.unknownHours, disponibilite_pain: bakery.disponibilite_pain });
  const address = [bakery.adresse_postale.trim(), `${bakery.code_postal_boulangerie} ${bakery.ville}`.trim()].filter(Boolean).join(', ');
  return [
    '<li class="server-page__item">',
    `<h2 class="server-page__item-title"><a href="${bakeryPagePath(bakery.id)}">${escapeHtml(bakery.nom)}</a></h2>`,
    `<p>${statusChipHtml(statusChip(status, bread), 'server-page__status')}</p>`,
    `<p>${escapeHtml(address)}</p>`,
    week ? `<p class="server-page__hours">${escapeHtml(week)}</p>` : '',
    '</li>',
  ].join('');
}

/** The document of one town's page. */
export function townPageDocument(town: Town, bakeries: TPublicBakeryDetail[], appUrl: string, now: Date): TPageDocument {
  const name = townName(town.ville, town.codePostal);
  const heading = `Boulangeries à ${name}`;
  const openNow = bakeries.filter((bakery) => getOpeningStatus(openingInputOfDetail(bakery), now).isOpen).length;
  const departement = departementOfPostcode(town.codePostal);
  const breadcrumb = [
    '<li><a href="/">Accueil</a></li>',
    `<li><a href="${TOWNS_PAGE_PATH}">Villes</a></li>`,
    departement ? `<li><a href="${departementPagePath(departement.code)}">${escapeHtml(departement.name)}</a></li>` : '',
    `<li aria-current="page">${escapeHtml(name)}</li>`,
  ].join('');
  const body = [
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p class="server-page__lead">${escapeHtml(`${plural(bakeries.length, 'boulangerie', 'boulangeries')} sur ${PRODUCT_NAME}, ${openNow === 0 ? "aucune n'est ouverte" : `dont ${plural(openNow, 'ouverte', 'ouvertes')}`} en ce moment.`)}</p>`,
    `<ul class="server-page__list">${bakeries.map((bakery) => bakeryItem(bakery, now)).join('')}</ul>`,
    '<p><a href="/">Voir les boulangeries autour de moi, avec le pain en direct</a></p>',
  ].join('');
  return {
    head: {
      title: `${heading} | ${PRODUCT_NAME}`,
      description: `${plural(bakeries.length, 'boulangerie', 'boulangeries')} à ${name} : horaires, adresses et pain disponible en direct sur ${PRODUCT_NAME}.`,
      canonical: `${appUrl}${townPagePath(town.ville, town.codePostal)}`,
    },
    rootHtml: frame(breadcrumb, body, 'accueil'),
  };
}
