// The towns' directory (docs/public-pages.md, "Town pages"): `/villes` lists the départements that
// have bakeries, `/villes/{code}` a département's towns. Arrondissements are not towns: a city with
// arrondissements counts once as a ville, and a list shows its arrondissements under it
// (packages/shared/src/geo/count-places.ts). Written whole by the server, in the app's shell.
import {
  DEPARTEMENTS,
  PRODUCT_NAME,
  TOWNS_PAGE_PATH,
  countPlaces,
  departementOfPostcode,
  departementPagePath,
  formatPlaceCount,
  groupArrondissements,
  townPagePath,
  type Departement,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { TPageDocument } from '../../lib/html-document.js';
import { frame } from './page-shell.js';
import { plural, townName, type Town } from './town-pages.js';

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

/** « 20 arrondissements », « 12 villes »: the places of a list of towns. */
const places = (towns: Town[]) => formatPlaceCount(countPlaces(towns.map((town) => town.codePostal)));

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

/** A département's towns, each city's arrondissements under it: « Marseille — 16 arrondissements ». */
function townList(towns: Town[]): string {
  const items = groupArrondissements(towns).map((group) => {
    if ('town' in group) return townItem(group.town);
    const heading = `${group.city} — ${plural(group.arrondissements, 'arrondissement', 'arrondissements')}`;
    return `<li class="server-page__city"><h2>${escapeHtml(heading)}</h2><ul class="server-page__towns">${group.towns.map(townItem).join('')}</ul></li>`;
  });
  return `<ul class="server-page__towns">${items.join('')}</ul>`;
}

/**
 * The document of `/villes`: the départements that have bakeries, each with its number of towns and
 * bakeries and a link to its towns (35,000 bakeries are about 10,000 towns: too many for one page).
 */
export function townsIndexDocument(towns: Town[], appUrl: string): TPageDocument {
  const groups = groupByDepartement(towns);
  const items = groups.map(({ departement, towns: ofDepartement }) => {
    const counts = `${places(ofDepartement)}, ${plural(sum(ofDepartement), 'boulangerie', 'boulangeries')}`;
    return departement
      ? entry(departementPagePath(departement.code), `${departement.name} (${departement.code})`, counts)
      : `<li class="server-page__others"><h2>Autres villes</h2><ul class="server-page__towns">${ofDepartement.map(townItem).join('')}</ul></li>`;
  });
  const { villes } = countPlaces(towns.map((town) => town.codePostal));
  const lead = `${plural(villes, 'ville a', 'villes ont')} des boulangeries sur ${PRODUCT_NAME}. Choisissez un département.`;
  const body = [
    '<h1>Boulangeries par ville</h1>',
    `<p class="server-page__lead">${escapeHtml(lead)}</p>`,
    `<ul class="server-page__towns">${items.join('')}</ul>`,
  ].join('');
  return {
    head: {
      title: `Boulangeries par ville | ${PRODUCT_NAME}`,
      description: `Les villes où ${PRODUCT_NAME} montre les boulangeries ouvertes et le pain disponible, en direct, par département.`,
      canonical: `${appUrl}${TOWNS_PAGE_PATH}`,
    },
    rootHtml: frame('<li><a href="/">Accueil</a></li><li aria-current="page">Villes</li>', body, 'accueil'),
  };
}

/** The document of `/villes/{code}`: the towns of one département, by name, with their number of bakeries. */
export function departementPageDocument(departement: Departement, towns: Town[], appUrl: string): TPageDocument {
  const name = `${departement.name} (${departement.code})`;
  const body = [
    `<h1>${escapeHtml(`Boulangeries par ville : ${name}`)}</h1>`,
    `<p class="server-page__lead">${escapeHtml(`${places(towns)} et ${plural(sum(towns), 'boulangerie', 'boulangeries')} sur ${PRODUCT_NAME}.`)}</p>`,
    townList(towns),
  ].join('');
  return {
    head: {
      title: `Boulangeries par ville : ${name} | ${PRODUCT_NAME}`,
      description: `Les boulangeries ouvertes et le pain disponible, en direct sur ${PRODUCT_NAME}, dans ${places(towns)} du département ${name}.`,
      canonical: `${appUrl}${departementPagePath(departement.code)}`,
    },
    rootHtml: frame(
      `<li><a href="/">Accueil</a></li><li><a href="${TOWNS_PAGE_PATH}">Villes</a></li><li aria-current="page">${escapeHtml(name)}</li>`,
      body,
      'accueil',
    ),
  };
}
