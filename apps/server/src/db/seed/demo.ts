// The demo: 40 bakeries at real addresses within 10 km of the default centre, one owner with a verified SIREN
// and two bakeries, one manager, one staff user, one promo code. Deterministic (seeded PRNG).
import { formatArrondissement } from '@fournil/shared';
import type { DayHoursRow, DayMap } from '../schema/index.js';

export const DEMO_PASSWORD = 'FournilDemo2026';
/**
 * The demo staff's authenticator secret (base32), published in the README: the back-office asks for
 * its codes after the password (docs/two-factor.md, "Demo"). Demo data only exists on a loopback host.
 */
export const DEMO_STAFF_TOTP_SECRET = 'FOURNILDEMOSTAFFSECRET2FA7ABCDEF';
/** Its ten recovery codes, published too (docs/demo-data.md), so the profile shows what a real account has. */
export const DEMO_STAFF_RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `fourn-demo${index}`);
export const DEMO_ACCOUNTS = {
  owner: { username: 'boulanger', email: 'boulanger@fournil.demo', siren: '123456782' },
  manager: { username: 'responsable', email: 'responsable@fournil.demo' },
  staff: { username: 'admin', email: 'admin@fournil.demo' },
  network: { username: 'reseau-demo', email: 'reseau@fournil.demo', siren: '987654324' },
} as const;

/**
 * The demo bakeries, in seeding order: real streets with a number, the postcode and town those
 * numbers lie in, and coordinates of that spot (docs/demo-data.md). Every third one (0, 3, 6…) lies
 * within 2 km of DEFAULT_CENTER, the others between 2.2 and 9.8 km (a test checks both).
 */
const ADDRESSES: { nom: string; adresse: string; code: string; ville: string; lat: number; lng: number }[] = [
  { nom: 'Boulangerie du Marais', adresse: '12 rue des Rosiers', code: '75004', ville: 'Paris', lat: 48.857, lng: 2.3592 },
  { nom: 'Boulangerie Oberkampf', adresse: '110 rue Oberkampf', code: '75011', ville: 'Paris', lat: 48.8655, lng: 2.378 },
  { nom: 'Le Fournil de Belleville', adresse: '10 rue du Jourdain', code: '75020', ville: 'Paris', lat: 48.875, lng: 2.3892 },
  { nom: 'Au Levain de Saint-Paul', adresse: '27 rue Saint-Antoine', code: '75004', ville: 'Paris', lat: 48.8548, lng: 2.3622 },
  { nom: 'Au Bon Croissant', adresse: '40 rue Cler', code: '75007', ville: 'Paris', lat: 48.8563, lng: 2.3063 },
  { nom: 'Les Blés de Montmartre', adresse: '20 rue Lepic', code: '75018', ville: 'Paris', lat: 48.8843, lng: 2.3334 },
  { nom: "La Fournée de l'Île", adresse: "45 rue Saint-Louis-en-l'Île", code: '75004', ville: 'Paris', lat: 48.8517, lng: 2.3568 },
  { nom: "L'Épi de la Butte", adresse: '15 rue des Abbesses', code: '75018', ville: 'Paris', lat: 48.8845, lng: 2.3365 },
  { nom: 'Le Grenier à Blé', adresse: '150 rue de Charenton', code: '75012', ville: 'Paris', lat: 48.8452, lng: 2.3838 },
  { nom: 'Le Pétrin Bastille', adresse: '18 rue de la Roquette', code: '75011', ville: 'Paris', lat: 48.8545, lng: 2.3712 },
  { nom: 'Maison Durand & Fils', adresse: '250 rue de Vaugirard', code: '75015', ville: 'Paris', lat: 48.8405, lng: 2.3055 },
  { nom: 'La Baguette Parisienne', adresse: '40 rue de Lévis', code: '75017', ville: 'Paris', lat: 48.8828, lng: 2.3125 },
  { nom: 'Aux Délices du Temple', adresse: '41 rue du Temple', code: '75004', ville: 'Paris', lat: 48.8592, lng: 2.354 },
  { nom: 'Au Moulin de la Villette', adresse: '120 avenue Jean-Jaurès', code: '75019', ville: 'Paris', lat: 48.885, lng: 2.3795 },
  { nom: 'Les Gourmandises de Bercy', adresse: '118 rue de Bercy', code: '75012', ville: 'Paris', lat: 48.841, lng: 2.3795 },
  { nom: 'Boulangerie Saint-Germain', adresse: '12 rue de Buci', code: '75006', ville: 'Paris', lat: 48.8536, lng: 2.3372 },
  { nom: 'La Boulange des Batignolles', adresse: '20 rue des Batignolles', code: '75017', ville: 'Paris', lat: 48.883, lng: 2.3198 },
  { nom: 'Aux Trois Épis', adresse: '30 rue de Paris', code: '93100', ville: 'Montreuil', lat: 48.8552, lng: 2.4205 },
  { nom: 'Boulangerie Mouffetard', adresse: '64 rue Mouffetard', code: '75005', ville: 'Paris', lat: 48.8426, lng: 2.3496 },
  { nom: 'Boulangerie Alésia', adresse: "100 rue d'Alésia", code: '75014', ville: 'Paris', lat: 48.828, lng: 2.3265 },
  { nom: 'Le Four à Bois', adresse: '50 rue de Fontenay', code: '94300', ville: 'Vincennes', lat: 48.848, lng: 2.4365 },
  { nom: 'La Huche à Pain', adresse: '57 rue Montorgueil', code: '75002', ville: 'Paris', lat: 48.8655, lng: 2.3468 },
  { nom: 'La Croûte Dorée', adresse: '30 avenue Georges-Gosnat', code: '94200', ville: 'Ivry-sur-Seine', lat: 48.813, lng: 2.3855 },
  { nom: 'Au Pain de Campagne', adresse: '60 avenue de la République', code: '92120', ville: 'Montrouge', lat: 48.817, lng: 2.318 },
  { nom: 'Boulangerie des Arts', adresse: '30 rue Saint-André-des-Arts', code: '75006', ville: 'Paris', lat: 48.8533, lng: 2.3415 },
  { nom: 'Boulangerie Nation', adresse: '40 rue des Boulets', code: '75011', ville: 'Paris', lat: 48.853, lng: 2.3895 },
  {
    nom: 'La Fabrique à Pain',
    adresse: '20 rue du Général-Leclerc',
    code: '92130',
    ville: 'Issy-les-Moulineaux',
    lat: 48.824,
    lng: 2.2735,
  },
  {
    nom: 'La Tradition du Faubourg',
    adresse: '23 rue du Faubourg-Saint-Antoine',
    code: '75011',
    ville: 'Paris',
    lat: 48.8528,
    lng: 2.3715,
  },
  { nom: 'Maison Petit', adresse: '100 route de la Reine', code: '92100', ville: 'Boulogne-Billancourt', lat: 48.8355, lng: 2.241 },
  { nom: 'Boulangerie Daumesnil', adresse: '200 avenue Daumesnil', code: '75012', ville: 'Paris', lat: 48.8395, lng: 2.396 },
  { nom: 'Au Pain Perché', adresse: '34 rue de la Montagne-Sainte-Geneviève', code: '75005', ville: 'Paris', lat: 48.8482, lng: 2.3486 },
  { nom: 'Au Croissant Chaud', adresse: '60 rue Anatole-France', code: '92300', ville: 'Levallois-Perret', lat: 48.8935, lng: 2.288 },
  { nom: 'La Panetière', adresse: '40 avenue Gabriel-Péri', code: '93400', ville: 'Saint-Ouen-sur-Seine', lat: 48.9095, lng: 2.334 },
  { nom: "Boulangerie de l'Église", adresse: '4 rue François-Miron', code: '75004', ville: 'Paris', lat: 48.8556, lng: 2.3545 },
  { nom: 'Boulangerie Pernety', adresse: '30 rue Pernety', code: '75014', ville: 'Paris', lat: 48.8345, lng: 2.318 },
  { nom: "L'Atelier du Levain", adresse: '30 avenue Jean-Lolive', code: '93500', ville: 'Pantin', lat: 48.892, lng: 2.403 },
  { nom: 'Le Comptoir du Boulanger', adresse: '112 rue Saint-Honoré', code: '75001', ville: 'Paris', lat: 48.8616, lng: 2.3418 },
  { nom: 'Maison Lemoine', adresse: '60 rue de Paris', code: '94220', ville: 'Charenton-le-Pont', lat: 48.822, lng: 2.411 },
  { nom: 'Les Saveurs du Canal', adresse: '90 quai de Valmy', code: '75010', ville: 'Paris', lat: 48.872, lng: 2.363 },
  { nom: 'La Mie Dorée', adresse: '25 rue de Bretagne', code: '75003', ville: 'Paris', lat: 48.8628, lng: 2.3615 },
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
const continuous = (open: string, close: string): DayHoursRow => ({
  ouverture_matin: open,
  fermeture_matin: close,
  ouverture_apm: null,
  fermeture_apm: null,
});

/** Varied weeks: closed on Monday, lunch breaks, continuous days, a different day off each. */
function weekFor(index: number): WeekPattern {
  const sundayMorning = continuous('07:30', '13:30');
  switch (index % 6) {
    case 0:
      return week([0], withLunchBreak('07:00', '13:30', '15:30', '20:00'), sundayMorning);
    case 1:
      return week([], continuous('06:30', '20:30'));
    case 2:
      return week([index % 7], withLunchBreak('07:30', '13:00', '16:00', '19:30'), sundayMorning);
    case 3:
      return week([5, 6], continuous('07:00', '19:30'));
    case 4:
      return week([2], continuous('06:45', '20:00'), sundayMorning);
    default:
      return week([(index + 3) % 7], withLunchBreak('06:30', '14:00', '15:00', '20:15'));
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

/** The demo bakeries (at most ADDRESSES.length); phone numbers and stock come from the seeded PRNG. */
export function buildDemoBakeries(count = ADDRESSES.length): DemoBakery[] {
  const random = prng(20260101);
  return ADDRESSES.slice(0, count).map((place, index) => {
    const phoneTail = String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8);
    const arrondissement = formatArrondissement(place.code);
    return {
      nom: place.nom,
      adresse_postale: place.adresse,
      ville: place.ville,
      code_postal_boulangerie: place.code,
      telephone_boulangerie: index % 5 === 4 ? '' : `01 ${phoneTail.replace(/(\d{2})(?=\d)/g, '$1 ')}`,
      latitude: place.lat,
      longitude: place.lng,
      description_courte: DESCRIPTIONS[index % DESCRIPTIONS.length]!,
      presentation: `${place.nom} vous accueille ${arrondissement ? `dans le ${arrondissement}` : `à ${place.ville}`}. Pains, viennoiseries et pâtisseries sont préparés sur place chaque matin.`,
      motduboulanger:
        index % 4 === 0
          ? 'Nos baguettes sortent du four toutes les heures : venez les chercher encore tièdes !'
          : 'Merci de votre fidélité, à très vite au fournil.',
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
