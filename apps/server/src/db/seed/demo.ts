// The demo: about 40 bakeries within 10 km of the default centre, one owner with a verified SIREN
// and two bakeries, one manager, one staff user, one promo code. Deterministic (seeded PRNG).
import { DEFAULT_CENTER } from '@fournil/shared';
import type { DayHoursRow, DayMap } from '../schema/index.js';

export const DEMO_PASSWORD = 'FournilDemo2026';
export const DEMO_ACCOUNTS = {
  owner: { username: 'boulanger', email: 'boulanger@fournil.demo', siren: '123456782' },
  manager: { username: 'responsable', email: 'responsable@fournil.demo' },
  staff: { username: 'admin', email: 'admin@fournil.demo' },
  network: { username: 'reseau-demo', email: 'reseau@fournil.demo', siren: '987654324' },
} as const;

const NAMES = [
  'Boulangerie du Marais', 'Au Levain de Saint-Paul', "La Fournée de l'Île", 'Maison Lemoine', 'Le Pétrin Bastille',
  'Aux Délices du Temple', 'La Mie Dorée', 'Boulangerie des Arts', 'Le Fournil de Belleville', 'Au Bon Croissant',
  'La Tradition du Faubourg', 'Boulangerie Saint-Germain', 'Les Blés de Montmartre', 'Au Pain Perché', 'La Huche à Pain',
  'Boulangerie Mouffetard', "L'Épi de la Butte", 'Le Grenier à Blé', 'Maison Durand & Fils', 'La Baguette Parisienne',
  'Au Moulin de la Villette', 'Boulangerie Oberkampf', 'Les Gourmandises de Bercy', 'La Boulange des Batignolles', 'Aux Trois Épis',
  'Boulangerie Alésia', 'Le Four à Bois', 'La Croûte Dorée', "Boulangerie de l'Église", 'Au Pain de Campagne',
  'Les Saveurs du Canal', 'Boulangerie Nation', 'La Fabrique à Pain', 'Maison Petit', 'Le Comptoir du Boulanger',
  'Boulangerie Daumesnil', 'Au Croissant Chaud', 'La Panetière', 'Boulangerie Pernety', "L'Atelier du Levain",
];

const STREETS = [
  'rue des Francs-Bourgeois', 'rue Saint-Antoine', 'rue de Rivoli', 'rue du Faubourg Saint-Denis', 'rue de la Roquette',
  'rue du Temple', 'boulevard Voltaire', 'rue Mouffetard', 'rue de Belleville', 'rue des Martyrs',
  'rue Oberkampf', 'avenue Daumesnil', 'rue de Charonne', 'rue Lepic', 'rue Cler',
  "rue d'Alésia", 'rue de Vaugirard', 'rue des Abbesses', 'rue Montorgueil', 'boulevard Saint-Michel',
  'rue de Lévis', 'rue de Bercy', 'quai de Valmy', 'rue Pernety', 'avenue de la République',
];

// Where a point falls: nearest commune or arrondissement centroid gives city and postcode.
const PLACES: { ville: string; code: string; lat: number; lng: number }[] = [
  { ville: 'Paris', code: '75001', lat: 48.8625, lng: 2.3364 }, { ville: 'Paris', code: '75002', lat: 48.8683, lng: 2.3428 },
  { ville: 'Paris', code: '75003', lat: 48.8629, lng: 2.3600 }, { ville: 'Paris', code: '75004', lat: 48.8543, lng: 2.3576 },
  { ville: 'Paris', code: '75005', lat: 48.8445, lng: 2.3507 }, { ville: 'Paris', code: '75006', lat: 48.8491, lng: 2.3328 },
  { ville: 'Paris', code: '75007', lat: 48.8562, lng: 2.3121 }, { ville: 'Paris', code: '75008', lat: 48.8728, lng: 2.3125 },
  { ville: 'Paris', code: '75009', lat: 48.8771, lng: 2.3375 }, { ville: 'Paris', code: '75010', lat: 48.8762, lng: 2.3608 },
  { ville: 'Paris', code: '75011', lat: 48.8591, lng: 2.3800 }, { ville: 'Paris', code: '75012', lat: 48.8350, lng: 2.4213 },
  { ville: 'Paris', code: '75013', lat: 48.8283, lng: 2.3623 }, { ville: 'Paris', code: '75014', lat: 48.8292, lng: 2.3265 },
  { ville: 'Paris', code: '75015', lat: 48.8401, lng: 2.2930 }, { ville: 'Paris', code: '75016', lat: 48.8604, lng: 2.2620 },
  { ville: 'Paris', code: '75017', lat: 48.8873, lng: 2.3067 }, { ville: 'Paris', code: '75018', lat: 48.8925, lng: 2.3484 },
  { ville: 'Paris', code: '75019', lat: 48.8871, lng: 2.3848 }, { ville: 'Paris', code: '75020', lat: 48.8634, lng: 2.4011 },
  { ville: 'Montreuil', code: '93100', lat: 48.8638, lng: 2.4485 }, { ville: 'Vincennes', code: '94300', lat: 48.8474, lng: 2.4393 },
  { ville: 'Ivry-sur-Seine', code: '94200', lat: 48.8157, lng: 2.3849 }, { ville: 'Montrouge', code: '92120', lat: 48.8163, lng: 2.3167 },
  { ville: 'Issy-les-Moulineaux', code: '92130', lat: 48.8245, lng: 2.2700 }, { ville: 'Boulogne-Billancourt', code: '92100', lat: 48.8397, lng: 2.2399 },
  { ville: 'Levallois-Perret', code: '92300', lat: 48.8950, lng: 2.2870 }, { ville: 'Saint-Ouen-sur-Seine', code: '93400', lat: 48.9118, lng: 2.3340 },
  { ville: 'Pantin', code: '93500', lat: 48.8944, lng: 2.4093 }, { ville: 'Charenton-le-Pont', code: '94220', lat: 48.8219, lng: 2.4136 },
];

/** Small deterministic PRNG (mulberry32): the same demo on every machine (the bench uses it too). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const CLOSED: DayHoursRow = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };

type WeekPattern = { jours: DayMap<boolean>; horaires: DayMap<DayHoursRow> };

function week(daysOff: readonly number[], hours: DayHoursRow, sunday?: DayHoursRow): WeekPattern {
  const jours = {} as DayMap<boolean>;
  const horaires = {} as DayMap<DayHoursRow>;
  DAYS.forEach((day, index) => {
    const open = !daysOff.includes(index);
    jours[day] = open;
    horaires[day] = !open ? CLOSED : index === 6 && sunday ? sunday : hours;
  });
  return { jours, horaires };
}

const withLunchBreak = (om: string, fm: string, oa: string, fa: string): DayHoursRow => ({
  ouverture_matin: om,
  fermeture_matin: fm,
  ouverture_apm: oa,
  fermeture_apm: fa,
});
const continuous = (open: string, close: string): DayHoursRow => ({ ouverture_matin: open, fermeture_matin: close, ouverture_apm: null, fermeture_apm: null });

/** Varied weeks: closed on Monday, lunch breaks, continuous days, a different day off each. */
function weekFor(index: number): WeekPattern {
  const sundayMorning = continuous('07:30', '13:30');
  switch (index % 6) {
    case 0: return week([0], withLunchBreak('07:00', '13:30', '15:30', '20:00'), sundayMorning);
    case 1: return week([], continuous('06:30', '20:30'));
    case 2: return week([index % 7], withLunchBreak('07:30', '13:00', '16:00', '19:30'), sundayMorning);
    case 3: return week([5, 6], continuous('07:00', '19:30'));
    case 4: return week([2], continuous('06:45', '20:00'), sundayMorning);
    default: return week([(index + 3) % 7], withLunchBreak('06:30', '14:00', '15:00', '20:15'));
  }
}

export type DemoBakery = {
  nom: string;
  adresse_postale: string;
  ville: string;
  code_postal_boulangerie: string;
  telephone_boulangerie: string;
  latitude: number;
  longitude: number;
  description_courte: string;
  presentation: string;
  motduboulanger: string;
  flags: { pain: boolean; croissant: boolean; cafe: boolean; sandwich: boolean; bio: boolean };
  week: WeekPattern;
};

const DESCRIPTIONS = [
  'Pain au levain naturel et viennoiseries pur beurre.',
  'Baguettes de tradition cuites toute la journée.',
  'Boulangerie artisanale de quartier depuis 1987.',
  'Farines bio de meunerie locale, pains spéciaux.',
  'Pâtisseries maison et sandwichs frais le midi.',
];

export function buildDemoBakeries(count = 40): DemoBakery[] {
  const random = prng(20260101);
  const kmPerDegLat = 111.32;
  const kmPerDegLng = 111.32 * Math.cos((DEFAULT_CENTER.lat * Math.PI) / 180);
  return Array.from({ length: count }, (_, index) => {
    // A third of them within 2 km so the default view is lively; the rest up to 10 km.
    const distanceKm = index % 3 === 0 ? 0.15 + random() * 1.8 : 2.2 + random() * 7.6;
    const angle = random() * 2 * Math.PI;
    const latitude = DEFAULT_CENTER.lat + (distanceKm * Math.sin(angle)) / kmPerDegLat;
    const longitude = DEFAULT_CENTER.lng + (distanceKm * Math.cos(angle)) / kmPerDegLng;
    const place = PLACES.reduce((best, candidate) =>
      (candidate.lat - latitude) ** 2 + (candidate.lng - longitude) ** 2 < (best.lat - latitude) ** 2 + (best.lng - longitude) ** 2 ? candidate : best,
    );
    const number = 1 + Math.floor(random() * 120);
    const street = STREETS[index % STREETS.length]!;
    const phoneTail = String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8);
    return {
      nom: NAMES[index % NAMES.length]!,
      adresse_postale: `${number} ${street}`,
      ville: place.ville,
      code_postal_boulangerie: place.code,
      telephone_boulangerie: index % 5 === 4 ? '' : `01 ${phoneTail.replace(/(\d{2})(?=\d)/g, '$1 ')}`,
      latitude: Number(latitude.toFixed(7)),
      longitude: Number(longitude.toFixed(7)),
      description_courte: DESCRIPTIONS[index % DESCRIPTIONS.length]!,
      presentation: `${NAMES[index % NAMES.length]} vous accueille ${place.ville === 'Paris' ? `dans le ${place.code.slice(3)}e arrondissement` : `à ${place.ville}`}. Pains, viennoiseries et pâtisseries sont préparés sur place chaque matin.`,
      motduboulanger: index % 4 === 0 ? 'Nos baguettes sortent du four toutes les heures : venez les chercher encore tièdes !' : 'Merci de votre fidélité, à très vite au fournil.',
      flags: {
        pain: random() < 0.65,
        croissant: random() < 0.7,
        cafe: random() < 0.45,
        sandwich: random() < 0.5,
        bio: random() < 0.3,
      },
      week: weekFor(index),
    };
  });
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export type DemoCalendar = {
  /** Index in buildDemoBakeries() → public-holiday rule; the others keep null (not said yet). */
  holidayRules: Record<number, 'habituels' | 'fermes'>;
  closures: { index: number; debut: string; fin: string; motif: string | null }[];
  specialHours: { index: number; jour: string; plages: { ouverture: string; fermeture: string }[] }[];
};

/**
 * Something for the calendar screens to show (docs/opening-calendar.md), relative to the seed day
 * (Paris): the manager's bakery works usual hours on public holidays, the owner's second bakery has
 * not said yet (the dashboard reminds them) and a shorter day in three days; a network bakery closes
 * for holidays in ten days.
 */
export function buildDemoCalendar(seedDay: string): DemoCalendar {
  return {
    holidayRules: { 0: 'habituels', 2: 'fermes', 3: 'habituels' },
    closures: [{ index: 2, debut: dayAfter(seedDay, 10), fin: dayAfter(seedDay, 30), motif: 'Congés annuels' }],
    specialHours: [{ index: 1, jour: dayAfter(seedDay, 3), plages: [{ ouverture: '07:00', fermeture: '13:00' }] }],
  };
}
