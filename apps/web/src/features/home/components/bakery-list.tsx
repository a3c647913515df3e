import type { TNearbyBakery } from '@fournil/shared';
import { memo, type ReactNode } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import type { TCardStatus, TStatusInput } from '../lib/bakery-status';
import { isNearbyCapped, NEARBY_CAP_TEXT } from '../lib/nearby-cap';
import { BakeryCard } from './bakery-card';
import '../home.css';

export const BAKERY_LIST_LABEL = 'Boulangeries à proximité';

export function emptyListText(radius: number): string {
  return `Aucune boulangerie à moins de ${radius} km de votre position.`;
}

function BakeryListSkeleton() {
  return (
    <div className="bakery-list-skeleton">
      <p className="visually-hidden" role="status">
        Chargement des boulangeries…
      </p>
      <ul className="bakery-list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="bakery-card bakery-card--skeleton">
            <span className="bakery-card__body">
              <span className="skeleton-line skeleton-line--title" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
            <span className="bakery-card__logo skeleton-block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export type BakeryListProps = {
  bakeries: TNearbyBakery[] | undefined;
  statusOf: (bakery: TStatusInput) => TCardStatus;
  radius: number;
  isLoading: boolean;
  /** A new radius or place is loading while the previous list stays shown. */
  isRefreshing?: boolean;
  error: string | null;
  onRetry: () => void;
  /** What an empty list shows instead of the spec's sentence (the home page names its place). */
  empty?: ReactNode;
  /** Drawn beside each card, outside its link (a button may not sit in a link): the heart. Keep it stable, the list is memoised. */
  cardAction?: (bakery: TNearbyBakery) => ReactNode;
};

/**
 * Cards sorted by distance, with loading, error and empty states. Memoised: the home page redraws for
 * its live status, toasts and position, which do not change the list.
 */
export const BakeryList = memo(function BakeryList({
  bakeries,
  statusOf,
  radius,
  isLoading,
  isRefreshing = false,
  error,
  onRetry,
  empty,
  cardAction,
}: BakeryListProps) {
  if (error && !bakeries) {
    return (
      <ErrorBox title="Les boulangeries n’ont pas pu être chargées." onRetry={onRetry}>
        {error}
      </ErrorBox>
    );
  }
  if (isLoading || !bakeries) return <BakeryListSkeleton />;
  if (bakeries.length === 0) {
    if (empty) return empty;
    // The empty state's look without its illustration: the home page's own empty state (nearby-empty.tsx)
    // brings both a moment later, and neither weighs on the first load of '/'.
    return (
      <div className="empty-state empty-state--compact">
        <p className="empty-state__text">{emptyListText(radius)}</p>
      </div>
    );
  }
  return (
    <>
      {/* Never drop bakeries silently (docs/nearby-search.md, "Cap"). */}
      {isNearbyCapped(bakeries.length) ? <p className="bakery-list__cap">{NEARBY_CAP_TEXT}</p> : null}
      <ul className="bakery-list" aria-label={BAKERY_LIST_LABEL} aria-busy={isRefreshing || undefined}>
        {bakeries.map((bakery) => (
          <li key={bakery.id}>
            <BakeryCard bakery={bakery} status={statusOf(bakery)} />
            {cardAction?.(bakery)}
          </li>
        ))}
      </ul>
    </>
  );
});
