// France-scale bakeries, deterministic: a dense 10 × 10 km square on Paris (as dense as Paris
// itself), bakeries around towns, and bakeries spread over the countryside. Fields are shaped like
// the demo's (apps/server/src/db/seed/demo.ts): names, addresses, varied weeks and availability.
import { PARIS_CENTRE, eastNorthKm, offsetKm, randomPointInFrance, round, type Point } from './geography.js';
import { gaussian, integerBetween, pick, seededRandom, type Random } from './random.js';
import { nearestPlace, PARIS_ARRONDISSEMENTS, TOWNS, type Town } from './towns.js';

export type Day = 'lundi' | 'mardi' | 'mercredi' | 'jeudi' | 'vendredi' | 'samedi' | 'dimanche';
export type DayHours = {
  ouverture_matin: string | null;
  fermeture_matin: string | null;
  ouverture_apm: string | null;
  fermeture_apm: string | null;
};

export type GeneratedBakery = {
  nom: string;
  adressePostale: string;
  ville: string;
  codePostalBoulangerie: string;
  telephoneBoulangerie: string;
  latitude: number;
  longitude: number;
  descriptionCourte: string;
  presentation: string;
  motduboulanger: string;
  imageLogoMain: string | null;
  disponibilitePain: boolean;
  disponibiliteCroissant: boolean;
  disponibiliteCafe: boolean;
  disponibiliteSandwich: boolean;
  disponibiliteBio: boolean;
  joursOuvertures: Record<Day, boolean>;
  horairesOuvertures: Record<Day, DayHours>;
};

export type BakeryPlan = {
  /** All bakeries; the first `nearCentre` of them lie within NEAR_CENTRE_KM of the Paris centre. */
  bakeries: GeneratedBakery[];
  nearCentre: number;
  parisSquare: number;
};

/** France-scale figures (docs/nearby-search.md, "Speed targets"): 1,400 of 35,000 in the Paris square, about 190 within 2 km. */
const PARIS_SQUARE_SHARE = 1_400 / 35_000;
const NEAR_CENTRE_SHARE = 190 / 1_400;
export const NEAR_CENTRE_KM = 2;
const SQUARE_HALF_SIDE_KM = 5;
/** Points stay this far from the 2 km circle, so rounding never moves one across it. */
const CIRCLE_MARGIN_KM = 0.03;
const TOWN_SHARE_OF_THE_REST = 0.65;
/** Logo files the seed writes (logo-files.ts); about one bakery in ten has one. */
export const LOGO_FILE_COUNT = 8;
export const logoPath = (index: number) => `logos/bench-${index % LOGO_FILE_COUNT}.png`;

const DAYS: readonly Day[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const CLOSED: DayHours = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };

const withLunchBreak = (om: string, fm: string, oa: string, fa: string): DayHours => ({
  ouverture_matin: om,
  fermeture_matin: fm,
  ouverture_apm: oa,
  fermeture_apm: fa,
});
const continuous = (open: string, close: string): DayHours => ({
  ouverture_matin: open,
  fermeture_matin: close,
  ouverture_apm: null,
  fermeture_apm: null,
});

function week(daysOff: readonly number[], hours: DayHours, sunday?: DayHours) {
  const jours = {} as Record<Day, boolean>;
  const horaires = {} as Record<Day, DayHours>;
  DAYS.forEach((day, index) => {
    const isOpen = !daysOff.includes(index);
    jours[day] = isOpen;
    horaires[day] = !isOpen ? CLOSED : index === 6 && sunday ? sunday : hours;
  });
  return { jours, horaires };
}

/** Six kinds of week, as in the demo: a day off that varies, lunch breaks or not, Sunday mornings. */
function weekFor(random: Random) {
  const sundayMorning = continuous('07:30', '13:30');
  const dayOff = integerBetween(random, 0, 6);
  switch (integerBetween(random, 0, 5)) {
    case 0:
      return week([0], withLunchBreak('07:00', '13:30', '15:30', '20:00'), sundayMorning);
    case 1:
      return week([], continuous('06:30', '20:30'));
    case 2:
      return week([dayOff], withLunchBreak('07:30', '13:00', '16:00', '19:30'), sundayMorning);
    case 3:
      return week([5, 6], continuous('07:00', '19:30'));
    case 4:
      return week([2], continuous('06:45', '20:00'), sundayMorning);
    default:
      return week([dayOff], withLunchBreak('06:30', '14:00', '15:00', '20:15'));
  }
}

const NAME_STARTS = [
  'Boulangerie',
  'Au Pain',
  'Maison',
  'La Fournée',
  'Le Fournil',
  'Aux Délices',
  "L'Épi",
  'La Mie Dorée',
  'Le Pétrin',
  'Au Levain',
];
const NAME_ENDS = ['de la Gare', 'du Marché', "de l'Église", 'des Halles', 'du Centre', 'du Moulin', 'de la Place', 'des Écoles'];
const SURNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'Mercier',
  'Lambert',
];
const STREETS = [
  'rue de la République',
  'rue Victor-Hugo',
  "place de l'Église",
  'avenue Jean-Jaurès',
  'rue du Général-de-Gaulle',
  'rue Pasteur',
  'rue Nationale',
  'Grande Rue',
  'rue de la Gare',
  'rue des Écoles',
  'boulevard Gambetta',
  'rue du Moulin',
  'rue Jules-Ferry',
  'rue de Paris',
  'place du Marché',
  'rue Saint-Antoine',
  'rue des Martyrs',
  'rue Mouffetard',
];
const VILLAGES = [
  'Saint-Martin',
  'Villeneuve',
  'Montigny',
  'Beaumont',
  'Fontaine',
  'Châteauneuf',
  'Saint-Pierre',
  'Neuville',
  'Sainte-Marie',
  'Bellevue',
  'Les Granges',
  'Mont-Saint-Jean',
];
const DESCRIPTIONS = [
  'Pain au levain naturel et viennoiseries pur beurre.',
  'Baguettes de tradition cuites toute la journée.',
  'Boulangerie artisanale de quartier depuis 1987.',
  'Farines bio de meunerie locale, pains spéciaux.',
  'Pâtisseries maison et sandwichs frais le midi.',
];
const WORDS = [
  'Nos baguettes sortent du four toutes les heures : venez les chercher encore tièdes !',
  'Merci de votre fidélité, à très vite au fournil.',
  'Cette semaine : pain aux noix et brioche feuilletée.',
];

function bakeryName(random: Random, ville: string): string {
  switch (integerBetween(random, 0, 3)) {
    case 0:
      return `${pick(random, NAME_STARTS)} ${pick(random, NAME_ENDS)}`;
    case 1:
      return `Boulangerie ${pick(random, SURNAMES)}`;
    case 2:
      return `Maison ${pick(random, SURNAMES)} & Fils`;
    default:
      return `${pick(random, NAME_STARTS)} de ${ville}`;
  }
}

function phone(random: Random): string {
  if (random() < 0.2) return '';
  const digits = Array.from({ length: 4 }, () => String(integerBetween(random, 0, 99)).padStart(2, '0'));
  return `0${integerBetween(random, 1, 5)} ${digits.join(' ')}`;
}

function bakeryAt(random: Random, point: Point, place: { ville: string; code: string }, hasLogoIndex: number | null): GeneratedBakery {
  const nom = bakeryName(random, place.ville);
  const { jours, horaires } = weekFor(random);
  return {
    nom,
    adressePostale: `${integerBetween(random, 1, 140)} ${pick(random, STREETS)}`,
    ville: place.ville,
    codePostalBoulangerie: place.code,
    telephoneBoulangerie: phone(random),
    latitude: round(point.lat, 7),
    longitude: round(point.lng, 7),
    descriptionCourte: pick(random, DESCRIPTIONS),
    presentation: `${nom} vous accueille à ${place.ville}. Pains, viennoiseries et pâtisseries sont préparés sur place chaque matin.`,
    motduboulanger: pick(random, WORDS),
    imageLogoMain: hasLogoIndex === null ? null : logoPath(hasLogoIndex),
    disponibilitePain: random() < 0.65,
    disponibiliteCroissant: random() < 0.7,
    disponibiliteCafe: random() < 0.45,
    disponibiliteSandwich: random() < 0.5,
    disponibiliteBio: random() < 0.25,
    joursOuvertures: jours,
    horairesOuvertures: horaires,
  };
}

function isInParisSquare(point: Point): boolean {
  const { east, north } = eastNorthKm(PARIS_CENTRE, point);
  // A little wider than the square: the square's count stays exactly what was placed there.
  return Math.abs(east) <= SQUARE_HALF_SIDE_KM + 0.5 && Math.abs(north) <= SQUARE_HALF_SIDE_KM + 0.5;
}

function pointNearTown(random: Random, town: Town): Point {
  const spreadKm = 1.5 + town.weight * 1.1;
  for (;;) {
    const point = offsetKm(town, gaussian(random) * spreadKm, gaussian(random) * spreadKm);
    if (!isInParisSquare(point)) return point;
  }
}

function villagePlace(random: Random, point: Point): { ville: string; code: string } {
  const departement = nearestPlace(TOWNS, point).code.slice(0, 2);
  return { ville: pick(random, VILLAGES), code: `${departement}${String(integerBetween(random, 1, 99) * 10).padStart(3, '0')}` };
}

export function planBakeries(total: number, seed = 20_261_010): BakeryPlan {
  const random = seededRandom(seed);
  const parisSquare = Math.round(total * PARIS_SQUARE_SHARE);
  const nearCentre = Math.round(parisSquare * NEAR_CENTRE_SHARE);
  const rest = total - parisSquare;
  const nearTowns = Math.round(rest * TOWN_SHARE_OF_THE_REST);
  const totalWeight = TOWNS.reduce((sum, town) => sum + town.weight, 0);
  const bakeries: GeneratedBakery[] = [];
  const logo = () => (random() < 0.1 ? bakeries.length : null);

  // Within 2 km of the centre, uniformly over the disc.
  while (bakeries.length < nearCentre) {
    const distance = (NEAR_CENTRE_KM - CIRCLE_MARGIN_KM) * Math.sqrt(random());
    const angle = random() * 2 * Math.PI;
    const point = offsetKm(PARIS_CENTRE, distance * Math.cos(angle), distance * Math.sin(angle));
    bakeries.push(bakeryAt(random, point, nearestPlace(PARIS_ARRONDISSEMENTS, point), logo()));
  }
  // The rest of the square, the same density, outside the circle.
  while (bakeries.length < parisSquare) {
    const east = (random() * 2 - 1) * SQUARE_HALF_SIDE_KM;
    const north = (random() * 2 - 1) * SQUARE_HALF_SIDE_KM;
    if (Math.hypot(east, north) < NEAR_CENTRE_KM + CIRCLE_MARGIN_KM) continue;
    const point = offsetKm(PARIS_CENTRE, east, north);
    bakeries.push(bakeryAt(random, point, nearestPlace(PARIS_ARRONDISSEMENTS, point), logo()));
  }
  // Around towns, in proportion to their weight.
  while (bakeries.length < parisSquare + nearTowns) {
    let draw = random() * totalWeight;
    const town = TOWNS.find((candidate) => (draw -= candidate.weight) <= 0) ?? TOWNS[0]!;
    const point = pointNearTown(random, town);
    bakeries.push(bakeryAt(random, point, town, logo()));
  }
  // The countryside: anywhere in mainland France.
  while (bakeries.length < total) {
    const point = randomPointInFrance(random);
    if (isInParisSquare(point)) continue;
    bakeries.push(bakeryAt(random, point, villagePlace(random, point), logo()));
  }
  return { bakeries, nearCentre, parisSquare };
}
