import { DEFAULT_CENTER, type TGeocodeResult, type TLatLng, type TNearbyBakery } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Toast, useToast } from '@/components/ui';
import { DeferredFaqBlock } from '@/features/faq/components/deferred-faq-block';
import { nearbyBakeriesQueryKey, useNearbyBakeries, type TNearbyParams } from '@/features/home/api/get-nearby-bakeries';
import { AddressSearch } from '@/features/home/components/address-search';
import { BakeryList } from '@/features/home/components/bakery-list';
import { HomeFooter } from '@/features/home/components/home-footer';
import { HomeHeader } from '@/features/home/components/home-header';
import { HOME_TITLE_ID, RadiusHeading } from '@/features/home/components/radius-heading';
import { ScrollButton } from '@/features/home/components/scroll-button';
import { SearchOrigin, type TSearchOrigin } from '@/features/home/components/search-origin';
import { useHomeSearch } from '@/features/home/hooks/use-home-search';
import { useStablePosition } from '@/features/home/hooks/use-stable-position';
import { getBakeryStatus } from '@/features/home/lib/bakery-status';
import { fromLiveBakery } from '@/features/home/lib/from-live-bakery';
import { LiveStatus } from '@/features/live-feed/components/live-status';
import { useLiveFeed } from '@/features/live-feed/hooks/use-live-feed';
import { applyBakeryUpdate, sortByDistance } from '@/features/live-feed/live-feed-reducer';
import { BakeryMap } from '@/features/map/components/bakery-map';
import type { TMapBakery } from '@/features/map/markers';
import { errorMessage } from '@/lib/api-client';
import { GEOLOCATION_MESSAGES, useWatchPosition } from '@/lib/geolocation';
import { loadMaplibre } from '@/lib/load-maplibre';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';

function Home() {
  useDocumentTitle(null);
  const now = useNow();
  const toast = useToast();
  const showToast = toast.show;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { radius, otherRadius, toggleRadius, place, setPlace } = useHomeSearch();
  const { position, error: geolocationError } = useWatchPosition();
  const stablePosition = useStablePosition(position);
  const [isFollowing, setIsFollowing] = useState(place === null);

  // Geolocation unsupported or refused: search around the default centre (spec §9).
  const isFallback = position === null && geolocationError !== null;
  const searchCenter: TLatLng | null = place ?? stablePosition ?? (isFallback ? DEFAULT_CENTER : null);
  const params: TNearbyParams | null = useMemo(
    () => (searchCenter ? { lat: searchCenter.lat, lng: searchCenter.lng, rayon: radius } : null),
    [searchCenter, radius],
  );

  const nearby = useNearbyBakeries(params);
  const bakeries = nearby.data;

  useEffect(() => {
    if (!geolocationError || position) return;
    showToast(geolocationError === 'unsupported' ? GEOLOCATION_MESSAGES.unsupported : GEOLOCATION_MESSAGES.failed, 'error');
  }, [geolocationError, position, showToast]);

  // Start downloading the map library while the position is being found.
  useEffect(() => {
    loadMaplibre().catch(() => {});
  }, []);

  const { status: liveStatus } = useLiveFeed({
    subscription: params,
    onBakeries: (list) => {
      if (!params || !searchCenter) return;
      const cards = list.map((bakery) => fromLiveBakery(bakery, searchCenter)).filter((bakery): bakery is TNearbyBakery => bakery !== null);
      queryClient.setQueryData(nearbyBakeriesQueryKey(params), sortByDistance(cards.filter((bakery) => bakery.distance_km <= radius)));
    },
    onBakery: (bakery) => {
      if (!params || !searchCenter) return;
      const card = fromLiveBakery(bakery, searchCenter);
      if (!card) return;
      queryClient.setQueryData<TNearbyBakery[]>(nearbyBakeriesQueryKey(params), (previous) => (previous ? applyBakeryUpdate(previous, card, radius) : previous));
    },
    onNotice: (message) => showToast(message, 'error'),
  });

  const statusOf = useCallback((bakery: TNearbyBakery) => getBakeryStatus(bakery, now), [now]);
  const markers: TMapBakery[] = useMemo(
    () => (bakeries ?? []).map((bakery) => ({ id: bakery.id, nom: bakery.nom, latitude: bakery.latitude, longitude: bakery.longitude, status: statusOf(bakery) })),
    [bakeries, statusOf],
  );

  function handleFound(result: TGeocodeResult) {
    setIsFollowing(false);
    setPlace({ label: result.label, lat: result.lat, lng: result.lng });
  }

  function backToPosition() {
    setPlace(null);
    setIsFollowing(true);
  }

  function handleFollowChange(next: boolean) {
    if (next && place) setPlace(null);
    setIsFollowing(next);
  }

  const origin: TSearchOrigin = place
    ? { kind: 'place', label: place.label }
    : position
      ? { kind: 'position' }
      : isFallback
        ? { kind: 'default', reason: geolocationError === 'unsupported' ? GEOLOCATION_MESSAGES.unsupported : GEOLOCATION_MESSAGES.failed }
        : { kind: 'locating' };

  const focus = place ?? (isFollowing ? (position ?? (isFallback ? DEFAULT_CENTER : null)) : null);
  const isWaitingForCentre = searchCenter === null;

  return (
    <>
      <HomeHeader>
        <AddressSearch onFound={handleFound} />
      </HomeHeader>
      <div className="container container--wide home">
        <SearchOrigin origin={origin} onBackToPosition={backToPosition} />
        <section aria-labelledby={HOME_TITLE_ID}>
          <RadiusHeading radius={radius} otherRadius={otherRadius} onToggle={toggleRadius} aside={<LiveStatus status={liveStatus} />} />
          <BakeryMap
            initialCenter={searchCenter}
            searchCenter={searchCenter}
            radiusKm={radius}
            userPosition={position}
            searchedPlace={place}
            focus={focus}
            bakeries={markers}
            isFollowing={isFollowing && !place}
            canFollow={position !== null}
            onFollowChange={handleFollowChange}
            onOpenBakery={(id) => void navigate(`/boulangerie/${id}`)}
          />
          <BakeryList
            bakeries={bakeries}
            statusOf={statusOf}
            radius={radius}
            isLoading={isWaitingForCentre || nearby.isPending}
            isRefreshing={nearby.isPlaceholderData}
            error={nearby.isError ? errorMessage(nearby.error) : null}
            onRetry={() => void nearby.refetch()}
          />
        </section>
        {/* The seed's FAQs for '/'; loaded late so the first load of the home page stays light. */}
        <DeferredFaqBlock pathname="/" />
      </div>
      <HomeFooter />
      <ScrollButton />
      <Toast {...toast.props} />
    </>
  );
}

export const Component = Home;
