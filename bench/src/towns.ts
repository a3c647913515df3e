// Towns the seeded bakeries cluster around, with a weight roughly following their size, and the
// Paris arrondissements that name the bakeries of the dense Paris square.
import type { Point } from './geography.js';

export type Town = Point & { ville: string; code: string; weight: number };

export const TOWNS: readonly Town[] = [
  { ville: 'Lyon', code: '69002', lat: 45.764, lng: 4.8357, weight: 9 },
  { ville: 'Marseille', code: '13001', lat: 43.2965, lng: 5.3698, weight: 9 },
  { ville: 'Toulouse', code: '31000', lat: 43.6047, lng: 1.4442, weight: 6 },
  { ville: 'Nice', code: '06000', lat: 43.7102, lng: 7.262, weight: 5 },
  { ville: 'Nantes', code: '44000', lat: 47.2184, lng: -1.5536, weight: 5 },
  { ville: 'Bordeaux', code: '33000', lat: 44.8378, lng: -0.5792, weight: 5 },
  { ville: 'Lille', code: '59000', lat: 50.6292, lng: 3.0573, weight: 6 },
  { ville: 'Strasbourg', code: '67000', lat: 48.5734, lng: 7.7521, weight: 4 },
  { ville: 'Montpellier', code: '34000', lat: 43.6108, lng: 3.8767, weight: 4 },
  { ville: 'Rennes', code: '35000', lat: 48.1173, lng: -1.6778, weight: 3 },
  { ville: 'Reims', code: '51100', lat: 49.2583, lng: 4.0317, weight: 2 },
  { ville: 'Saint-Étienne', code: '42000', lat: 45.4397, lng: 4.3872, weight: 2 },
  { ville: 'Le Havre', code: '76600', lat: 49.4944, lng: 0.1079, weight: 2 },
  { ville: 'Toulon', code: '83000', lat: 43.1242, lng: 5.928, weight: 2 },
  { ville: 'Grenoble', code: '38000', lat: 45.1885, lng: 5.7245, weight: 3 },
  { ville: 'Dijon', code: '21000', lat: 47.322, lng: 5.0415, weight: 2 },
  { ville: 'Angers', code: '49000', lat: 47.4784, lng: -0.5632, weight: 2 },
  { ville: 'Nîmes', code: '30000', lat: 43.8367, lng: 4.3601, weight: 2 },
  { ville: 'Clermont-Ferrand', code: '63000', lat: 45.7772, lng: 3.087, weight: 2 },
  { ville: 'Le Mans', code: '72000', lat: 48.0061, lng: 0.1996, weight: 2 },
  { ville: 'Aix-en-Provence', code: '13100', lat: 43.5297, lng: 5.4474, weight: 2 },
  { ville: 'Brest', code: '29200', lat: 48.3904, lng: -4.4861, weight: 2 },
  { ville: 'Tours', code: '37000', lat: 47.3941, lng: 0.6848, weight: 2 },
  { ville: 'Amiens', code: '80000', lat: 49.8941, lng: 2.2958, weight: 2 },
  { ville: 'Limoges', code: '87000', lat: 45.8336, lng: 1.2611, weight: 2 },
  { ville: 'Metz', code: '57000', lat: 49.1193, lng: 6.1757, weight: 2 },
  { ville: 'Rouen', code: '76000', lat: 49.4432, lng: 1.0999, weight: 2 },
  { ville: 'Besançon', code: '25000', lat: 47.2378, lng: 6.0241, weight: 1.5 },
  { ville: 'Perpignan', code: '66000', lat: 42.6887, lng: 2.8948, weight: 1.5 },
  { ville: 'Orléans', code: '45000', lat: 47.903, lng: 1.9093, weight: 1.5 },
  { ville: 'Caen', code: '14000', lat: 49.1829, lng: -0.3707, weight: 1.5 },
  { ville: 'Mulhouse', code: '68100', lat: 47.7508, lng: 7.3359, weight: 1.5 },
  { ville: 'Nancy', code: '54000', lat: 48.6921, lng: 6.1844, weight: 1.5 },
  { ville: 'Avignon', code: '84000', lat: 43.9493, lng: 4.8055, weight: 1.2 },
  { ville: 'Poitiers', code: '86000', lat: 46.5802, lng: 0.3404, weight: 1.2 },
  { ville: 'Pau', code: '64000', lat: 43.2951, lng: -0.3708, weight: 1 },
  { ville: 'La Rochelle', code: '17000', lat: 46.1603, lng: -1.1511, weight: 1 },
  { ville: 'Bayonne', code: '64100', lat: 43.4929, lng: -1.4748, weight: 1 },
  { ville: 'Annecy', code: '74000', lat: 45.8992, lng: 6.1294, weight: 1 },
  { ville: 'Troyes', code: '10000', lat: 48.2973, lng: 4.0744, weight: 1 },
  { ville: 'Valence', code: '26000', lat: 44.9334, lng: 4.8924, weight: 1 },
  { ville: 'Chartres', code: '28000', lat: 48.4439, lng: 1.489, weight: 0.8 },
  { ville: 'Bourges', code: '18000', lat: 47.081, lng: 2.3988, weight: 0.8 },
  { ville: 'Quimper', code: '29000', lat: 47.996, lng: -4.1024, weight: 0.8 },
  { ville: 'Vannes', code: '56000', lat: 47.6582, lng: -2.7608, weight: 0.8 },
  { ville: 'Angoulême', code: '16000', lat: 45.6484, lng: 0.1562, weight: 0.7 },
  { ville: 'Albi', code: '81000', lat: 43.9289, lng: 2.148, weight: 0.7 },
  { ville: 'Montluçon', code: '03100', lat: 46.3404, lng: 2.6033, weight: 0.6 },
  { ville: 'Versailles', code: '78000', lat: 48.8049, lng: 2.1204, weight: 2 },
  { ville: 'Saint-Denis', code: '93200', lat: 48.9362, lng: 2.3574, weight: 2 },
  { ville: 'Créteil', code: '94000', lat: 48.7904, lng: 2.4556, weight: 1.5 },
  { ville: 'Argenteuil', code: '95100', lat: 48.9472, lng: 2.2467, weight: 1.5 },
  { ville: 'Nanterre', code: '92000', lat: 48.8924, lng: 2.2069, weight: 1.5 },
];

export const PARIS_ARRONDISSEMENTS: readonly Town[] = [
  [75001, 48.8625, 2.3364],
  [75002, 48.8683, 2.3428],
  [75003, 48.8629, 2.36],
  [75004, 48.8543, 2.3576],
  [75005, 48.8445, 2.3507],
  [75006, 48.8491, 2.3328],
  [75007, 48.8562, 2.3121],
  [75008, 48.8728, 2.3125],
  [75009, 48.8771, 2.3375],
  [75010, 48.8762, 2.3608],
  [75011, 48.8591, 2.38],
  [75012, 48.835, 2.4213],
  [75013, 48.8283, 2.3623],
  [75014, 48.8292, 2.3265],
  [75015, 48.8401, 2.293],
  [75016, 48.8604, 2.262],
  [75017, 48.8873, 2.3067],
  [75018, 48.8925, 2.3484],
  [75019, 48.8871, 2.3848],
  [75020, 48.8634, 2.4011],
].map(([code, lat, lng]) => ({ ville: 'Paris', code: String(code), lat: lat!, lng: lng!, weight: 1 }));

/** The place whose centre is nearest (plain degrees are enough to name a town). */
export function nearestPlace(places: readonly Town[], point: Point): Town {
  let best = places[0]!;
  let bestScore = Infinity;
  for (const place of places) {
    const score = (place.lat - point.lat) ** 2 + ((place.lng - point.lng) * 0.7) ** 2;
    if (score < bestScore) {
      best = place;
      bestScore = score;
    }
  }
  return best;
}
