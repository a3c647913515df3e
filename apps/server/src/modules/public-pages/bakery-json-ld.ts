// The schema.org `Bakery` of a bakery page (docs/public-pages.md, "JSON-LD"): what search engines
// read for a rich result. Typed with schema-dts, so a misspelt property does not compile.
import {
  addDays,
  CALENDAR_PUBLIC_DAYS,
  DAY_NAMES,
  parisDay,
  publicHolidaysBetween,
  toWeekRanges,
  type TDayName,
  type TPublicBakeryDetail,
  type TRange,
} from '@fournil/shared';
import type { Bakery, DayOfWeek, OpeningHoursSpecification, WithContext } from 'schema-dts';

const SCHEMA_DAYS: Record<TDayName, DayOfWeek> = {
  lundi: 'https://schema.org/Monday',
  mardi: 'https://schema.org/Tuesday',
  mercredi: 'https://schema.org/Wednesday',
  jeudi: 'https://schema.org/Thursday',
  vendredi: 'https://schema.org/Friday',
  samedi: 'https://schema.org/Saturday',
  dimanche: 'https://schema.org/Sunday',
};

/** Minutes since midnight → 'HH:MM'. */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The usual week: one entry per range, the days that share it together. */
function weeklyHours(bakery: TPublicBakeryDetail): OpeningHoursSpecification[] {
  const week = toWeekRanges(bakery.jours_ouvertures, bakery.horaires_ouvertures);
  const byRange = new Map<string, { range: TRange; days: DayOfWeek[] }>();
  week.forEach((ranges, index) => {
    for (const range of ranges) {
      const key = `${range.open}-${range.close}`;
      const entry = byRange.get(key) ?? { range, days: [] };
      entry.days.push(SCHEMA_DAYS[DAY_NAMES[index]!]);
      byRange.set(key, entry);
    }
  });
  return [...byRange.values()].map(({ range, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: clock(range.open),
    closes: clock(range.close),
  }));
}

/**
 * Dates that differ from the week, in the public window: closures and holidays the bakery closes
 * (opens = closes = 00:00, schema.org's way to say closed), special hours (one entry per range).
 */
function exceptionalHours(bakery: TPublicBakeryDetail, now: Date): OpeningHoursSpecification[] {
  const closed = (from: string, until: string): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: from,
    validThrough: until,
    opens: '00:00',
    closes: '00:00',
  });
  const entries: OpeningHoursSpecification[] = bakery.fermetures.map((closure) => closed(closure.debut, closure.fin));
  for (const special of bakery.horaires_speciaux) {
    if (special.plages.length === 0) entries.push(closed(special.date, special.date));
    for (const range of special.plages) {
      entries.push({
        '@type': 'OpeningHoursSpecification',
        validFrom: special.date,
        validThrough: special.date,
        opens: range.ouverture,
        closes: range.fermeture,
      });
    }
  }
  if (bakery.jours_feries === 'fermes') {
    const today = parisDay(now);
    const specialDates = new Set(bakery.horaires_speciaux.map((special) => special.date));
    for (const holiday of publicHolidaysBetween(today, addDays(today, CALENDAR_PUBLIC_DAYS), bakery.code_postal_boulangerie)) {
      if (!specialDates.has(holiday.date)) entries.push(closed(holiday.date, holiday.date));
    }
  }
  return entries;
}

export function bakeryJsonLd(bakery: TPublicBakeryDetail, pageUrl: string, images: string[], now: Date): WithContext<Bakery> {
  const description = bakery.description_courte.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    '@id': pageUrl,
    name: bakery.nom,
    url: pageUrl,
    ...(description ? { description } : {}),
    ...(bakery.telephone_boulangerie.trim() ? { telephone: bakery.telephone_boulangerie.trim() } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: bakery.adresse_postale,
      postalCode: bakery.code_postal_boulangerie,
      addressLocality: bakery.ville,
      addressCountry: 'FR',
    },
    ...(bakery.latitude !== null && bakery.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: bakery.latitude, longitude: bakery.longitude } }
      : {}),
    // Only hours Fournil knows: a listing's unknown or unconfirmed hours are left out, never stated as closed
    // (docs/open-data.md, "Listings on the public surfaces"). Availability is never stated.
    ...(bakery.horaires_statut === 'renseignes'
      ? { openingHoursSpecification: [...weeklyHours(bakery), ...exceptionalHours(bakery, now)] }
      : {}),
  };
}
