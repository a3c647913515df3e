import {
  AVAILABILITY_FIELDS,
  AVAILABILITY_LABELS,
  availabilityUpdatedAt,
  formatFreshness,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import './availability-freshness.css';

export const AVAILABILITY_FRESHNESS_LABEL = 'Disponibilités en ce moment';

type TFreshnessBakery = Pick<TPublicBakeryDetail, (typeof AVAILABILITY_FIELDS)[number]> &
  Partial<Pick<TPublicBakeryDetail, 'disponibilites_maj'>>;

/** « Pain : disponible · mis à jour à 16 h 05 »: what the bakery said about each product, and when. */
export function availabilityLine(bakery: TFreshnessBakery, index: number, now: Date): string {
  const field = AVAILABILITY_FIELDS[index]!;
  const updatedAt = availabilityUpdatedAt(bakery.disponibilites_maj, index);
  // A flag nobody has told (a listing) is null: it says so, never « indisponible » (docs/open-data.md).
  const value = bakery[field];
  const state = `${AVAILABILITY_LABELS[field]} : ${value === null ? 'non renseigné' : value ? 'disponible' : 'indisponible'}`;
  return updatedAt ? `${state} · ${formatFreshness(updatedAt, now)}` : state;
}

/**
 * The five flags of the bakery page with the time each was last set (docs/availability.md,
 * "Freshness"). Only while open: closed, the flags go back to the opening defaults at the next
 * opening, and the bread badge says when that is.
 */
export function AvailabilityFreshness({ bakery, isOpen, now }: { bakery: TFreshnessBakery; isOpen: boolean; now: Date }) {
  if (!isOpen) return null;
  return (
    <ul className="availability-freshness" aria-label={AVAILABILITY_FRESHNESS_LABEL} data-testid="availability-freshness">
      {AVAILABILITY_FIELDS.map((field, index) => (
        <li key={field} className={bakery[field] === true ? 'availability-freshness__item is-available' : 'availability-freshness__item'}>
          {availabilityLine(bakery, index, now)}
        </li>
      ))}
    </ul>
  );
}
