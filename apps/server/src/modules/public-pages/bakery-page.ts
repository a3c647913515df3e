// What the server writes into a bakery page before any JavaScript runs (docs/public-pages.md,
// "Bakery pages"): the head a search engine and a link preview read, and the content a crawler or a
// slow phone sees at first paint: the app's hero (bakery-hero.ts), the address, phone and the week's hours.
import {
  DAY_LABELS,
  DAY_NAMES,
  OSM_SOURCE_CREDIT,
  PRODUCT_NAME,
  REPORT_MESSAGES,
  SOURCE_CREDITS_HEADING,
  UNKNOWN_HOURS_LABELS,
  hoursSourceText,
  sireneCredit,
  sourceCredits,
  bakeryPagePath,
  formatTimeFr,
  summariseWeek,
  toWeekRanges,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { TPageDocument, TPageHead } from '../../lib/html-document.js';
import { bakeryHeroHtml, townOf } from './bakery-hero.js';
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
  return sectionHtml('server-credits', SOURCE_CREDITS_HEADING, `<ul>${items}</ul>`);
}

/** A section as the app writes it, its title an `<h2>`. */
function sectionHtml(id: string, title: string, body: string): string {
  return `<section class="detail-section" aria-labelledby="${id}"><h2 class="detail-section__title" id="${id}">${escapeHtml(title)}</h2>${body}</section>`;
}

/**
 * The visible content: the toolbar and the hero as the app's first render draws them (bakery-hero.ts), then the
 * address, the phone, the week and the credits for a reader without JavaScript. The app replaces it all when it starts.
 */
function bakeryContentHtml(bakery: TPublicBakeryDetail, now: Date): string {
  const phone = bakery.telephone_boulangerie.trim();
  const { toolbar, hero } = bakeryHeroHtml(bakery, now);
  const address = [bakery.adresse_postale.trim(), townOf(bakery)].filter(Boolean).map(escapeHtml).join('<br>');
  const phoneLine = phone ? `<p>Téléphone : <a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}">${escapeHtml(phone)}</a></p>` : '';
  const unknownBread = bakery.disponibilite_pain === null ? `<p>${escapeHtml(REPORT_MESSAGES.unknownAvailability)}</p>` : '';
  return [
    '<div class="app-shell"><main id="contenu" class="app-main">',
    '<div class="container page server-page" aria-busy="true">',
    toolbar,
    '<article class="bakery-detail" aria-labelledby="bakery-title">',
    hero,
    sectionHtml('server-address', 'Adresse', `<p class="detail-section__text">${address}</p>${phoneLine}`),
    sectionHtml('server-hours', 'Horaires d’ouverture', `${hoursHtml(bakery)}${unknownBread}`),
    creditsHtml(bakery),
    '</article></div></main></div>',
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
    rootHtml: bakeryContentHtml(bakery, now),
    data: { id: BAKERY_DATA_ELEMENT_ID, value: bakery },
  };
}
