import { lazy, Suspense, type ComponentType } from 'react';
import type { SponsoredCardProps } from './sponsored-card';

// Not part of the home page's first load (its budget: docs/nearby-search.md): fetched after the list.
const SponsoredCard = lazy<ComponentType<SponsoredCardProps>>(() =>
  import('./sponsored-card').then(
    (module) => ({ default: module.SponsoredCard }),
    () => ({ default: () => null }),
  ),
);

/** The « Sponsorisé » card, loaded once the list has settled around a known centre. */
export function DeferredSponsoredCard({ centre, canLoad }: { centre: { lat: number; lng: number } | null; canLoad: boolean }) {
  if (!canLoad || !centre) return null;
  return (
    <Suspense fallback={null}>
      <SponsoredCard centre={centre} />
    </Suspense>
  );
}
