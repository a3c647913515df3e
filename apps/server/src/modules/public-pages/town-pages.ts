// Town pages (docs/public-pages.md, "Town pages"): `/ville/{slug}` lists a town's bakeries with
// their status now, their week in one line and a link to each; `/villes` lists the départements and
// `/villes/{code}` a département's towns. All are written whole by the server: the web app does not
// start there.
import {
  DEPARTEMENTS,
  LEGAL_PAGE_LINKS,
  OPEN_DATA_LINK_LABEL,
  OPEN_DATA_PAGE_PATH,
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
  type Departement,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { TPageDocument } from '../../lib/html-document.js';
import type { TownRow } from './repository.js';

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

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('fr-FR')} ${count === 1 ? one : many}`;
}

/** The parts every server-written page shares: the way home and the site's sections. */
export function frame(breadcrumb: string, body: string): string {
  return [
    '<div class="server-page">',
    `<header class="server-page__header"><a class="server-page__brand" href="/">${PRODUCT_NAME}</a></header>`,
    `<main id="contenu" class="container page server-page__main">`,
    `<nav class="server-page__breadcrumb" aria-label="Fil d’Ariane"><ol>${breadcrumb}</ol></nav>`,
    body,
    '</main>',
    '<footer class="server-page__footer"><nav aria-label="Navigation principale"><ul>',
    '<li><a href="/">Accueil</a></li>',
    `<li><a href="${TOWNS_PAGE_PATH}">Boulangeries par ville</a></li>`,
    '<li><a href="/messageriedirect">Nous contacter</a></li>',
    '<li><a href="/magister">Accès PRO</a></li>',
    `<li><a href="${OPEN_DATA_PAGE_PATH}">${OPEN_DATA_LINK_LABEL}</a></li>`,
    '</ul></nav><nav aria-label="Informations légales"><ul>',
    // The legal pages, as in the home's footer (docs/content.md, "Legal pages").
    ...LEGAL_PAGE_LINKS.map((link) => `<li><a href="${link.href}">${escapeHtml(link.label)}</a></li>`),
    '</ul></nav></footer>',
    '</div>',
  ].join('');
}

function bakeryItem(bakery: TPublicBakeryDetail, now: Date): string {
  // Unknown hours read « Horaires non renseignés » or « Horaires à confirmer », never « Fermé », and have no week.
  const status = getOpeningStatus(openingInputOfDetail(bakery), now);
  const week = status.unknownHours ? '' : summariseWeek(toWeekRanges(bakery.jours_ouvertures, bakery.horaires_ouvertures));
  const statusClass = status.unknownHours ? 'unknown' : status.isOpen ? 'open' : 'closed';
  // The app's one chip, bread included (« Pain disponible · ferme à 19 h »): docs/opening-hours.md, "Status wording".
  const bread = getBreadStatus({ isOpen: status.isOpen, unknownHours: status.unknownHours, disponibilite_pain: bakery.disponibilite_pain });
  const address = [bakery.adresse_postale.trim(), `${bakery.code_postal_boulangerie} ${bakery.ville}`.trim()].filter(Boolean).join(', ');
  return [
    '<li class="server-page__item">',
    `<h2 class="server-page__item-title"><a href="${bakeryPagePath(bakery.id)}">${escapeHtml(bakery.nom)}</a></h2>`,
    `<p class="server-page__status server-page__status--${statusClass}">${escapeHtml(statusChip(status, bread).label)}</p>`,
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
    rootHtml: frame(breadcrumb, body),
  };
}

/** Towns by département, in the order of the départements' codes; towns whose postcode names none come last, under null. */
export function groupByDepartement(towns: Town[]): { departement: Departement | null; towns: Town[] }[] {
  const groups = new Map<string | null, Town[]>();
  for (const town of towns) {
    const code = departementOfPostcode(town.codePostal)?.code ?? null;
    groups.set(code, [...(groups.get(code) ?? []), town]);
  }
  const known = DEPARTEMENTS.filter((departement) => groups.has(departement.code)).map((departement) => ({
    departement,
    towns: groups.get(departement.code)!,
  }));
  const others = groups.get(null);
  return others ? [...known, { departement: null, towns: others }] : known;
}

const sum = (towns: Town[]) => towns.reduce((total, town) => total + town.count, 0);

/** One line of a directory: the link, then its count, kept on one line at the right. */
function entry(href: string, label: string, count: string): string {
  return `<li class="server-page__entry"><a href="${href}">${escapeHtml(label)}</a><span class="server-page__count">${escapeHtml(count)}</span></li>`;
}

function townItem(town: Town): string {
  return entry(
    townPagePath(town.ville, town.codePostal),
    townName(town.ville, town.codePostal),
    plural(town.count, 'boulangerie', 'boulangeries'),
  );
}

/**
 * The document of `/villes`: the départements that have bakeries, each with its number of towns and
 * bakeries and a link to its towns (35,000 bakeries are about 10,000 towns: too many for one page).
 */
export function townsIndexDocument(towns: Town[], appUrl: string): TPageDocument {
  const groups = groupByDepartement(towns);
  const items = groups.map(({ departement, towns: ofDepartement }) => {
    const counts = `${plural(ofDepartement.length, 'ville', 'villes')}, ${plural(sum(ofDepartement), 'boulangerie', 'boulangeries')}`;
    return departement
      ? entry(departementPagePath(departement.code), `${departement.name} (${departement.code})`, counts)
      : `<li class="server-page__others"><h2>Autres villes</h2><ul class="server-page__towns">${ofDepartement.map(townItem).join('')}</ul></li>`;
  });
  const body = [
    '<h1>Boulangeries par ville</h1>',
    `<p class="server-page__lead">${escapeHtml(`${plural(towns.length, 'ville', 'villes')} ont des boulangeries sur ${PRODUCT_NAME}. Choisissez un département.`)}</p>`,
    `<ul class="server-page__towns">${items.join('')}</ul>`,
  ].join('');
  return {
    head: {
      title: `Boulangeries par ville | ${PRODUCT_NAME}`,
      description: `Les villes où ${PRODUCT_NAME} montre les boulangeries ouvertes et le pain disponible, en direct, par département.`,
      canonical: `${appUrl}${TOWNS_PAGE_PATH}`,
    },
    rootHtml: frame('<li><a href="/">Accueil</a></li><li aria-current="page">Villes</li>', body),
  };
}

/** The document of `/villes/{code}`: the towns of one département, by name, with their number of bakeries. */
export function departementPageDocument(departement: Departement, towns: Town[], appUrl: string): TPageDocument {
  const name = `${departement.name} (${departement.code})`;
  const body = [
    `<h1>${escapeHtml(`Boulangeries par ville : ${name}`)}</h1>`,
    `<p class="server-page__lead">${escapeHtml(`${plural(towns.length, 'ville', 'villes')} et ${plural(sum(towns), 'boulangerie', 'boulangeries')} sur ${PRODUCT_NAME}.`)}</p>`,
    `<ul class="server-page__towns">${towns.map(townItem).join('')}</ul>`,
  ].join('');
  return {
    head: {
      title: `Boulangeries par ville : ${name} | ${PRODUCT_NAME}`,
      description: `Les ${plural(towns.length, 'ville', 'villes')} du département ${name} où ${PRODUCT_NAME} montre les boulangeries ouvertes et le pain disponible, en direct.`,
      canonical: `${appUrl}${departementPagePath(departement.code)}`,
    },
    rootHtml: frame(
      `<li><a href="/">Accueil</a></li><li><a href="${TOWNS_PAGE_PATH}">Villes</a></li><li aria-current="page">${escapeHtml(name)}</li>`,
      body,
    ),
  };
}
