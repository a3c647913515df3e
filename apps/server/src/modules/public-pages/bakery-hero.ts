// The top of a bakery page as the app's first render draws it (docs/public-pages.md, "The hero before
// the app"): the toolbar, then the hero, with the app's own classes and structure
// (apps/web/src/app/routes/bakery-detail.tsx, features/bakery-detail/components/bakery-detail.tsx), so
// that when the app replaces this markup it paints the same elements at the same size and place:
// the page's largest paint stays this one, and nothing moves. A change to the app's hero is made here too;
// e2e/tests/bakery-page-largest-paint.spec.ts fails when they part.
import {
  ALERT_MESSAGES,
  BAKERY_NAME_FALLBACK,
  BIO_LABEL,
  CLAIM_MESSAGES,
  CLOSED_BY_VISITORS,
  PRODUCT_CHIPS,
  REPORT_BUTTONS,
  REPORT_HINT,
  REPORT_QUESTION,
  availabilityUpdatedAt,
  formatFreshness,
  formatReportLine,
  getBreadBadge,
  getOpeningStatus,
  hasTownPage,
  openingChip,
  openingInputOfDetail,
  reportsInForce,
  townPagePath,
  type TOpeningStatus,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';

const SVG =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';
const icon = (size: number, width: number, body: string) =>
  `<svg ${SVG} width="${size}" height="${size}" stroke-width="${width}">${body}</svg>`;
const BACK_ICON = icon(18, 2.2, '<path d="M19 12H5M11 6l-6 6 6 6"></path>');
const ROUTE_ICON = icon(
  20,
  2,
  '<path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10z"></path><circle cx="12" cy="11" r="2.2"></circle>',
);
const PHONE_ICON = icon(
  20,
  2,
  '<path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"></path>',
);
const SHARE_ICON = icon(
  20,
  2,
  '<circle cx="18" cy="5" r="2.5"></circle><circle cx="6" cy="12" r="2.5"></circle><circle cx="18" cy="19" r="2.5"></circle><path d="M8.2 10.8 15.8 6.2M8.2 13.2l7.6 4.6"></path>',
);
const BELL_ICON = icon(18, 2, '<path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z"></path><path d="M10 20.5a2.2 2.2 0 0 0 4 0"></path>');
const HEART_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"></path></svg>';
const BREAD_MARK =
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#7a4420"></rect><path d="M12 38c0-11.6 9-19 20-19s20 7.4 20 19c0 3.3-2.7 6-6 6H18c-3.3 0-6-2.7-6-6z" fill="#f2b84b"></path><g fill="none" stroke="#8a4a16" stroke-width="3" stroke-linecap="round"><path d="M22 27l4 7"></path><path d="M31 25l3 8"></path><path d="M40 27l3 7"></path></g><rect x="14" y="47" width="36" height="3.5" rx="1.75" fill="#fbf6ec" opacity=".85"></rect></svg>';
const CLOSED_MARK =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M8 1.5 15 14H1L8 1.5Z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"></path><path d="M8 6v3.6M8 11.4v.1" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"></path></svg>';

/** The town line, « 75004 Paris ». */
export function townOf(bakery: Pick<TPublicBakeryDetail, 'code_postal_boulangerie' | 'ville'>): string {
  return [bakery.code_postal_boulangerie, bakery.ville]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** « Retour » (a link home here; the app's button goes back) and the live status' place. */
function toolbarHtml(): string {
  return [
    '<div class="bakery-detail-toolbar">',
    `<a class="btn btn--ghost btn--sm" href="/">${BACK_ICON}Retour</a>`,
    '<div class="bakery-detail-toolbar__live"></div>',
    '</div>',
  ].join('');
}

function headingHtml(bakery: TPublicBakeryDetail, name: string): string {
  const town = townOf(bakery);
  const logo = bakery.image_logo_main ? `<img src="${escapeHtml(bakery.image_logo_main)}" alt="" width="72" height="72">` : BREAD_MARK;
  const townLine = hasTownPage(bakery.ville, bakery.code_postal_boulangerie)
    ? `<nav class="bakery-hero__city" aria-label="Fil d’Ariane"><a class="bakery-hero__city-link" href="${townPagePath(bakery.ville, bakery.code_postal_boulangerie)}">${escapeHtml(town)}</a></nav>`
    : town
      ? `<p class="bakery-hero__city">${escapeHtml(town)}</p>`
      : '';
  return [
    '<div class="bakery-hero__top">',
    `<span class="bakery-hero__logo" aria-hidden="true">${logo}</span>`,
    '<div class="bakery-hero__heading">',
    `<h1 class="bakery-hero__title" id="bakery-title">${escapeHtml(name)}</h1>`,
    bakery.disponibilite_bio === true ? `<span class="badge badge--success bakery-hero__label">${escapeHtml(BIO_LABEL)}</span>` : '',
    townLine,
    '</div>',
    `<div class="bakery-hero__action"><button type="button" class="favourite-button" aria-pressed="false" aria-label="Ajouter aux favoris" title="Ajouter aux favoris">${HEART_ICON}</button></div>`,
    '</div>',
  ].join('');
}

function statusHtml(bakery: TPublicBakeryDetail, status: TOpeningStatus, now: Date): string {
  const chip = openingChip(status);
  const breadBadge = getBreadBadge({
    isOpen: status.isOpen,
    unknownHours: status.unknownHours,
    disponibilite_pain: bakery.disponibilite_pain,
    openingLabel: status.label,
  });
  const breadSetAt = status.isOpen ? availabilityUpdatedAt(bakery.disponibilites_maj, 0) : null;
  const breadLine =
    breadBadge && breadBadge.kind !== 'closed'
      ? [breadBadge.label, breadSetAt ? formatFreshness(breadSetAt, now) : null].filter(Boolean).join(' · ')
      : null;
  const chips = PRODUCT_CHIPS.filter((product) => bakery[product.field] === true);
  const tone = chip.tone === 'neutral' ? '' : ` badge--${chip.tone}`;
  return [
    '<div class="bakery-hero__status">',
    `<p class="bakery-hero__chip"><span class="badge${tone} bakery-hero__badge">${escapeHtml(chip.label)}</span></p>`,
    breadLine ? `<p class="bakery-hero__bread is-${breadBadge?.kind ?? 'unknown'}">${escapeHtml(breadLine)}</p>` : '',
    chips.length > 0
      ? `<ul class="product-chips product-chips--small" aria-label="Produits disponibles">${chips.map((product) => `<li class="product-chip">${escapeHtml(product.label)}</li>`).join('')}</ul>`
      : '',
    '</div>',
  ].join('');
}

/** The visitors' word beside the status, as the app's VisitorReportNotes writes it. */
function reportNotesHtml(bakery: TPublicBakeryDetail, now: Date): string {
  const { pain, ferme } = reportsInForce(bakery.signalements, now);
  if (!pain && !ferme) return '';
  return [
    '<span class="visitor-report-notes bakery-hero__reports">',
    pain ? `<span class="visitor-report-notes__bread">${escapeHtml(formatReportLine(pain, now))}</span>` : '',
    ferme ? `<span class="visitor-report-notes__closed">${CLOSED_MARK}${escapeHtml(CLOSED_BY_VISITORS)}</span>` : '',
    '</span>',
  ].join('');
}

function actionsHtml(bakery: TPublicBakeryDetail, name: string): string {
  const phone = bakery.telephone_boulangerie.trim();
  const directions =
    bakery.latitude !== null && bakery.longitude !== null
      ? `/itineraire?${new URLSearchParams({ lng: String(bakery.longitude), lat: String(bakery.latitude), nom: name, id: String(bakery.id) })}`
      : null;
  return [
    '<div class="bakery-actions"><div class="bakery-actions__row" role="group" aria-label="Actions">',
    directions ? `<a href="${escapeHtml(directions)}" class="btn bakery-action">${ROUTE_ICON}Itinéraire</a>` : '',
    phone
      ? `<a class="btn btn--secondary bakery-action" href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}">${PHONE_ICON}Appeler <span class="visually-hidden">la boulangerie au ${escapeHtml(phone)}</span></a>`
      : '',
    `<button type="button" class="btn btn--secondary bakery-action">${SHARE_ICON}Partager</button>`,
    '</div><p class="bakery-actions__feedback"></p></div>',
  ].join('');
}

/** « Il reste du pain ? » for a bakery on the map, and the alert a visitor without alerts is offered. */
function visitorBlocksHtml(bakery: TPublicBakeryDetail, status: TOpeningStatus): string {
  const isPlaced = bakery.latitude !== null && bakery.longitude !== null;
  const report = isPlaced
    ? [
        '<section class="visitor-report" aria-labelledby="server-report-title">',
        `<h2 class="visitor-report__title" id="server-report-title">${escapeHtml(REPORT_QUESTION)}</h2>`,
        `<p class="visitor-report__hint">${escapeHtml(REPORT_HINT)}</p>`,
        '<div class="visitor-report__buttons">',
        ...REPORT_BUTTONS.map(
          (button) =>
            `<button type="button" class="btn btn--secondary btn--sm visitor-report__button visitor-report__button--${button.type}">${escapeHtml(button.label)}</button>`,
        ),
        '</div><p class="visitor-report__notice"></p></section>',
      ].join('')
    : '';
  // The app's alertButtonState for a browser with no alert yet: none on an open bakery with bread, none on unknown hours.
  const kind = status.unknownHours !== null ? null : !status.isOpen ? 'ouverture' : bakery.disponibilite_pain === true ? null : 'pain';
  const alert = kind
    ? [
        '<section class="alert-offer" aria-label="Alerte"><div class="alert-offer__row">',
        `<button type="button" class="btn btn--secondary btn--sm">${BELL_ICON}${escapeHtml(kind === 'pain' ? ALERT_MESSAGES.askBread : ALERT_MESSAGES.askOpening)}</button>`,
        `<a href="/mes-alertes" class="alert-offer__link">${escapeHtml(ALERT_MESSAGES.listHeading)}</a>`,
        '</div><p class="alert-offer__notice"></p>',
        `<div class="alert-offer__night"><input id="server-alert-night" type="checkbox"><label for="server-alert-night">${escapeHtml(ALERT_MESSAGES.nightLabel)}</label></div>`,
        '</section>',
      ].join('')
    : '';
  return `${report}${alert}`;
}

/** The toolbar and the hero (`<header class="bakery-hero">`), as the app's first render draws them at `now`. */
export function bakeryHeroHtml(bakery: TPublicBakeryDetail, now: Date): { toolbar: string; hero: string } {
  const name = bakery.nom.trim() || BAKERY_NAME_FALLBACK;
  const status = getOpeningStatus(openingInputOfDetail(bakery), now);
  const description = bakery.description_courte;
  const hero = [
    '<header class="bakery-hero">',
    headingHtml(bakery, name),
    statusHtml(bakery, status, now),
    reportNotesHtml(bakery, now),
    status.holidayNote ? `<p class="bakery-hero__holiday">${escapeHtml(status.holidayNote)}</p>` : '',
    actionsHtml(bakery, name),
    visitorBlocksHtml(bakery, status),
    bakery.revendiquee === false
      ? `<p class="bakery-hero__claim"><a class="btn btn--ghost btn--sm" href="/revendiquer/${bakery.id}">${escapeHtml(CLAIM_MESSAGES.invitation)}</a></p>`
      : '',
    description ? `<p class="bakery-hero__description">${escapeHtml(description)}</p>` : '',
    '</header>',
  ].join('');
  return { toolbar: toolbarHtml(), hero };
}
