// What the server writes into a bakery page before any JavaScript runs (docs/public-pages.md,
// "Bakery pages"): the head a search engine and a link preview read, and the content a crawler or a
// slow phone sees at first paint: name, address, phone, the week's hours and the products.
import {
  DAY_LABELS,
  DAY_NAMES,
  OSM_SOURCE_CREDIT,
  BIO_LABEL,
  PRODUCT_CHIPS,
  PRODUCT_NAME,
  REPORT_MESSAGES,
  SOURCE_CREDITS_HEADING,
  UNKNOWN_HOURS_LABELS,
  hoursSourceText,
  sireneCredit,
  sourceCredits,
  bakeryPagePath,
  formatTimeFr,
  hasTownPage,
  summariseWeek,
  toWeekRanges,
  townPagePath,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { TPageDocument, TPageHead } from '../../lib/html-document.js';
import { bakeryJsonLd } from './bakery-json-ld.js';
import { SHARING_CARD_SIZE, sharingCardPath } from './sharing-card.js';

/** The element id of the detail the app reads instead of asking the API again (apps/web, early-public-bakery.ts). */
export const BAKERY_DATA_ELEMENT_ID = 'fournil-bakery';

/** The longest meta description written; search engines cut around 155 characters. */
const DESCRIPTION_MAX = 160;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

function townOf(bakery: TPublicBakeryDetail): string {
  return [bakery.code_postal_boulangerie, bakery.ville]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** « Pain au levain… · 12 rue des Rosiers, 75004 Paris · Mardi–samedi 7 h–13 h 30 », at most 160 characters. */
export function bakeryDescription(bakery: TPublicBakeryDetail): string {
  const address = [bakery.adresse_postale.trim(), townOf(bakery)].filter(Boolean).join(', ');
  const hours =
    bakery.horaires_statut === 'renseignes'
      ? summariseWeek(toWeekRanges(bakery.jours_ouvertures, bakery.horaires_ouvertures))
      : UNKNOWN_HOURS_LABELS[bakery.horaires_statut];
  const parts = [bakery.description_courte.trim(), address, hours].filter(Boolean);
  const text = parts.length > 0 ? parts.join(' · ') : `Boulangerie ${bakery.nom} sur ${PRODUCT_NAME}.`;
  return truncate(text, DESCRIPTION_MAX);
}

/** Absolute URLs of the sharing images: the shop's photos first, then its logo. */
function imagesOf(bakery: TPublicBakeryDetail, appUrl: string): string[] {
  const relative = [...bakery.images.map((image) => image.image), bakery.image_logo_main].filter((url): url is string => Boolean(url));
  return relative.map((url) => (/^https?:\/\//.test(url) ? url : `${appUrl}${url}`));
}

function weekRowsHtml(bakery: TPublicBakeryDetail): string {
  const week = toWeekRanges(bakery.jours_ouvertures, bakery.horaires_ouvertures);
  return DAY_NAMES.map((day, index) => {
    const ranges = week[index] ?? [];
    const hours =
      ranges.length === 0 ? 'Fermé' : ranges.map((range) => `${formatTimeFr(range.open)} – ${formatTimeFr(range.close)}`).join(', ');
    return `<tr><th scope="row">${DAY_LABELS[day]}</th><td>${escapeHtml(hours)}</td></tr>`;
  }).join('');
}

/**
 * The hours: the week when it is known; « Horaires non renseignés », or « Horaires à confirmer » with the source's
 * text, for a listing's unknown hours, never a week of « Fermé » (docs/open-data.md, "Listings on the public surfaces").
 */
function hoursHtml(bakery: TPublicBakeryDetail): string {
  if (bakery.horaires_statut === 'renseignes') return `<table><tbody>${weekRowsHtml(bakery)}</tbody></table>`;
  const label = UNKNOWN_HOURS_LABELS[bakery.horaires_statut];
  const source = bakery.horaires_source?.trim();
  return `<p>${escapeHtml(source ? `${label} · ${hoursSourceText(source)}` : label)}</p>`;
}

/** The licences' credits of a bakery with sources; nothing for an owner's own data. */
function creditsHtml(bakery: TPublicBakeryDetail): string {
  const credits = sourceCredits(bakery.sources);
  if (!credits) return '';
  const items = [
    credits.osm
      ? `<li><a href="${OSM_SOURCE_CREDIT.href}">${escapeHtml(OSM_SOURCE_CREDIT.text)}</a> ${escapeHtml(OSM_SOURCE_CREDIT.licence)}</li>`
      : '',
    credits.sireneMaj ? `<li>${escapeHtml(sireneCredit(credits.sireneMaj))}</li>` : '',
  ].join('');
  return `<h2>${escapeHtml(SOURCE_CREDITS_HEADING)}</h2><ul>${items}</ul>`;
}

/** The visible content, in plain HTML: the app replaces it with the full page when it starts. */
function bakeryContentHtml(bakery: TPublicBakeryDetail): string {
  const phone = bakery.telephone_boulangerie.trim();
  // Only what is known to be there: an unknown flag (null) claims nothing.
  const products = PRODUCT_CHIPS.filter((chip) => bakery[chip.field] === true);
  return [
    '<article class="container page server-page" aria-busy="true">',
    hasTownPage(bakery.ville, bakery.code_postal_boulangerie)
      ? `<nav class="server-page__breadcrumb" aria-label="Fil d’Ariane"><ol><li><a href="/">Accueil</a></li><li><a href="${townPagePath(bakery.ville, bakery.code_postal_boulangerie)}">${escapeHtml(townOf(bakery))}</a></li></ol></nav>`
      : '',
    `<h1>${escapeHtml(bakery.nom)}</h1>`,
    bakery.disponibilite_bio === true ? `<p>${BIO_LABEL}</p>` : '',
    bakery.description_courte.trim() ? `<p>${escapeHtml(bakery.description_courte.trim())}</p>` : '',
    '<h2>Adresse</h2>',
    `<p>${[bakery.adresse_postale.trim(), townOf(bakery)].filter(Boolean).map(escapeHtml).join('<br>')}</p>`,
    phone ? `<p>Téléphone : <a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}">${escapeHtml(phone)}</a></p>` : '',
    '<h2>Horaires d’ouverture</h2>',
    hoursHtml(bakery),
    bakery.disponibilite_pain === null ? `<p>${escapeHtml(REPORT_MESSAGES.unknownAvailability)}</p>` : '',
    products.length > 0 ? `<h2>Produits</h2><ul>${products.map((chip) => `<li>${escapeHtml(chip.label)}</li>`).join('')}</ul>` : '',
    creditsHtml(bakery),
    '</article>',
  ].join('');
}

/** The image a link preview shows: the first photo or the logo, else the card the server draws. */
function sharingImage(bakery: TPublicBakeryDetail, images: string[], appUrl: string): NonNullable<TPageHead['image']> {
  if (images[0]) return { url: images[0], alt: bakery.nom };
  const card = sharingCardPath({ id: bakery.id, nom: bakery.nom, ville: bakery.ville, codePostal: bakery.code_postal_boulangerie });
  return {
    url: `${appUrl}${card}`,
    alt: `${bakery.nom}, boulangerie${townOf(bakery) ? ` à ${townOf(bakery)}` : ''}`,
    ...SHARING_CARD_SIZE,
  };
}

/** The whole document of `/boulangerie/{id}`. */
export function bakeryPageDocument(bakery: TPublicBakeryDetail, appUrl: string, now: Date): TPageDocument {
  const url = `${appUrl}${bakeryPagePath(bakery.id)}`;
  const images = imagesOf(bakery, appUrl);
  const town = bakery.ville.trim();
  return {
    head: {
      title: `${bakery.nom} — boulangerie${town ? ` à ${town}` : ''} | ${PRODUCT_NAME}`,
      description: bakeryDescription(bakery),
      canonical: url,
      ogType: 'website',
      image: sharingImage(bakery, images, appUrl),
      jsonLd: bakeryJsonLd(bakery, url, images, now),
    },
    rootHtml: bakeryContentHtml(bakery),
    data: { id: BAKERY_DATA_ELEMENT_ID, value: bakery },
  };
}
