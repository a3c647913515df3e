// Public API of @fournil/shared: pure domain code used by the server and the browser.
export * from './constants.js';
export * from './field-limits.js';
export * from './zod-fr.js';
export * from './text-rules.js';

export * from './hours/day-names.js';
export * from './hours/hours.schemas.js';
export * from './hours/get-paris-clock.js';
export * from './hours/time-of-day.js';
export * from './hours/week-ranges.js';
export * from './hours/week-summary.js';
export * from './hours/compact-week.js';
export * from './hours/calendar.schemas.js';
export * from './hours/opening-status.js';
export * from './hours/day-plan.js';
export * from './hours/french-holidays.js';
export * from './hours/opening-texts.js';
export * from './format/format-clock.js';
export * from './hours/week-plan.js';
export * from './hours/closure-line.js';
export * from './hours/reopening-sentence.js';
export * from './hours/opening-input.js';
export * from './hours/opening-status.cases.js';
export * from './hours/open-period-start.js';

export * from './bakery/availability-fields.js';
export * from './bakery/hours-status.js';
export * from './bakery/bakery.schemas.js';
export * from './bakery/is-nearby-card.js';
export * from './bakery/get-bread-status.js';
export * from './bakery/status-chip.js';
export * from './bakery/bakery-filters.js';
export * from './bakery/filter-bakeries.js';
export * from './bakery/pro-bakery.schemas.js';
export * from './bakery/owner-checklist.schemas.js';

export * from './campaigns/ad-offer-messages.js';
export * from './campaigns/campaign-messages.js';
export * from './campaigns/campaigns.schemas.js';

export * from './geo/departements.js';
export * from './geo/geo.schemas.js';
export * from './geo/haversine-km.js';
export * from './geo/is-same-place.js';
export * from './geo/count-places.js';

export * from './dates/paris-dates.js';
export * from './dates/calendar-days.js';

export * from './format/find-wording-problems.js';
export * from './format/format-arrondissement.js';
export * from './format/format-count.js';
export * from './format/format-distance.js';
export * from './format/format-duration.js';
export * from './format/format-money.js';
export * from './format/format-freshness.js';
export * from './format/with-preposition.js';

export * from './siren/check-siren.js';
export * from './siren/luhn.js';
export * from './siren/siren-dispute.js';

export * from './content/content.schemas.js';
export * from './content/faqs-for-path.js';
export * from './content/faq-pages.js';
export * from './content/legal.js';
export * from './content/legal-links.js';

export * from './open-data/open-data.schemas.js';
export * from './open-data/credits.js';
export * from './open-data/source-credits.js';

export * from './auth/auth.schemas.js';
export * from './auth/check-password-strength.js';
export * from './auth/export-file-name.js';
export * from './auth/two-factor.schemas.js';

export * from './errors/error-format.js';
export * from './errors/field-labels.js';

export * from './web/website-url.js';
export * from './ui/icon-paths.js';

export * from './payments/payment-messages.js';
export * from './payments/my-payments-messages.js';
export * from './payments/is-unfinished-payment.js';
export * from './payments/payments.schemas.js';

export * from './invoices/invoices.schemas.js';

export * from './admin/admin.schemas.js';
export * from './account-caps/account-caps.schemas.js';

export * from './paths/app-routes.js';
export * from './paths/bakery-page.js';
export * from './paths/campaign-manager.js';
export * from './paths/parse-path-id.js';
export * from './paths/town-page.js';
export * from './paths/open-data-page.js';
export * from './paths/payment-simulation.js';

export * from './favourites/favourites.schemas.js';
export * from './alerts/alerts.schemas.js';
export * from './claims/claims.schemas.js';
export * from './reports/reports.schemas.js';
export * from './reports/report-wording.js';
export * from './admin/duplicates.schemas.js';
export * from './reports/reports-admin.schemas.js';
export * from './reports/report-summary.js';
