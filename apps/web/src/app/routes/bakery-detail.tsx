import { bakeryIdFromPath, type TPublicBakeryDetail } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, Toast, useToast } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePublicBakery } from '@/features/bakery-detail/api/get-public-bakery';
import { publicBakeryQueryKey } from '@/features/bakery-detail/api/public-bakery-request';
import { AlertOffer } from '@/features/alerts/components/alert-offer';
import { BakeryDetail } from '@/features/bakery-detail/components/bakery-detail';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useFavouritesAccount } from '@/features/favourites/hooks/use-favourites-account';
import { useFavouriteIds } from '@/features/favourites/lib/favourites-store';
import { LiveStatus } from '@/features/live-feed/components/live-status';
import { dataAgeText } from '@/features/offline/lib/offline-banner-text';
import { useLiveFeed } from '@/features/live-feed/hooks/use-live-feed';
import { ReportBlock } from '@/features/visitor-reports/components/report-block';
import { useNavigator } from '@/lib/navigation';
import { useOfflineBanner } from '@/lib/offline-state';
import { useNow } from '@/lib/use-now';
import { hasEarlierEntry } from '../history-entries';

/** Back to the list as it was (radius, searched place) when we came from it; else the home page. */
function goBack(navigate: (to: string) => void): () => void {
  return () => {
    if (hasEarlierEntry()) window.history.back();
    else navigate(paths.home.getHref());
  };
}

function BackArrow() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}

// Free of React Router: a bakery page opened directly is shown without it (app/start-bakery.tsx).
function BakeryDetailRoute() {
  const { pathname, navigate } = useNavigator();
  const bakeryId = bakeryIdFromPath(pathname);
  const queryClient = useQueryClient();
  const toast = useToast();
  const isOffline = useOfflineBanner() !== null;
  // A favourite's page offers both alerts as settings (docs/alerts-web.md, "On the bakery page").
  const favouriteIds = useFavouriteIds();

  // The live feed sends the watched bakery's whole public detail when it changes: it replaces the
  // cached one (docs/live-feed.md, "In the browser"), the same shape as GET
  // /api/boulangeries/{id}/public/.
  const { status } = useLiveFeed({
    watchId: bakeryId,
    onDetail: (detail) => {
      if (bakeryId === null || detail.id !== bakeryId) return;
      queryClient.setQueryData<TPublicBakeryDetail>(publicBakeryQueryKey(bakeryId), detail);
    },
    // Offline, the toolbar says « Déconnecté » and the data's age: no toast repeats it (docs/offline.md).
    onNotice: (message) => {
      if (navigator.onLine) toast.show(message, 'error');
    },
  });
  const now = useNow();
  useFavouritesAccount((message) => toast.show(message, 'error'));

  // An old link to a listing staff merged into another (docs/open-data.md, "The staff's review queue"): the API
  // answers with the kept bakery; the address follows it, so that the live feed, the favourite and the reports
  // name the bakery that exists. The same query as the page's: no second request.
  const detail = usePublicBakery(bakeryId);
  const shownId = detail.data?.id;
  useEffect(() => {
    if (bakeryId !== null && shownId !== undefined && shownId !== bakeryId) navigate(paths.bakery.getHref(shownId), { replace: true });
  }, [bakeryId, shownId, navigate]);

  return (
    <div className="container page">
      <div className="bakery-detail-toolbar">
        <Button variant="ghost" size="sm" icon={<BackArrow />} onClick={goBack(navigate)}>
          Retour
        </Button>
        <div className="bakery-detail-toolbar__live">
          <LiveStatus status={isOffline ? 'Déconnecté' : status} />
          {isOffline && detail.dataUpdatedAt > 0 ? (
            <p className="bakery-detail-toolbar__age" data-testid="data-age">
              {dataAgeText(detail.dataUpdatedAt, now)}
            </p>
          ) : null}
        </div>
      </div>
      <BakeryDetail
        key={bakeryId ?? 'invalide'}
        bakeryId={bakeryId}
        headerAction={bakeryId === null ? null : <FavouriteButton id={bakeryId} />}
        // Under the page's actions: « Il reste du pain ? » (docs/visitor-reports.md, "The screens"), then
        // « Me prévenir… » (docs/alerts-web.md, "On the bakery page").
        // A bakery not on the map cannot be reported: the server measures the visitor's distance to it.
        renderExtra={({ isOpen, hasBread, isPlaced, hoursKnown }) =>
          bakeryId === null ? null : (
            <>
              {isPlaced ? (
                <ReportBlock
                  bakeryId={bakeryId}
                  // The live feed brings the new detail; asked again too, in case the feed is down.
                  onSent={() => void queryClient.invalidateQueries({ queryKey: publicBakeryQueryKey(bakeryId) })}
                />
              ) : null}
              {/* No alert offer on hours nobody knows: « à l’ouverture » would wait for an opening that never comes (docs/open-data.md). */}
              {hoursKnown ? (
                <AlertOffer
                  bakeryId={bakeryId}
                  isOpen={isOpen}
                  hasBread={hasBread}
                  isOffline={isOffline}
                  isFavourite={favouriteIds.includes(bakeryId)}
                />
              ) : null}
            </>
          )
        }
      />
      <Toast {...toast.props} />
    </div>
  );
}

export const Component = BakeryDetailRoute;
