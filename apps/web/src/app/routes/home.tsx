import { DEFAULT_CENTER, type TGeocodeResult, type TLatLng } from '@fournil/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Toast, useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { setNearbyBakeries, useNearbyBakeries, type TNearbyParams } from '@/features/home/api/get-nearby-bakeries';
import { AddressSearch } from '@/features/home/components/address-search';
import { BakeryCard } from '@/features/home/components/bakery-card';
import { BAKERY_LIST_LABEL, BakeryList } from '@/features/home/components/bakery-list';
import { HomeHeader } from '@/features/home/components/home-header';
import { HOME_TITLE_ID, RadiusHeading } from '@/features/home/components/radius-heading';
import { SearchOrigin, type TSearchOrigin } from '@/features/home/components/search-origin';
import { useHomeSearch } from '@/features/home/hooks/use-home-search';
import { useStablePosition } from '@/features/home/hooks/use-stable-position';
import { getBakeryStatus, type TStatusInput } from '@/features/home/lib/bakery-status';
import type { TLiveStatus } from '@/features/live-feed/hooks/use-live-feed';
import { DeferredBakeryMap } from '@/features/map/components/deferred-bakery-map';
import { MapToggle } from '@/features/map/components/map-toggle';
import { OfflineBanner } from '@/features/offline/components/offline-banner';
import { OfflineGuard } from '@/features/offline/components/offline-guard';
import type { TMapBakery } from '@/features/map/markers';
import { errorMessage } from '@/lib/api-error';
import { GEOLOCATION_MESSAGES, useWatchPosition } from '@/lib/geolocation';
import { useNavigator } from '@/lib/navigation';
import { useOfflineBanner } from '@/lib/offline-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLazyModule } from '@/lib/use-lazy-module';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNow } from '@/lib/use-now';

// The first screen of the site, rendered by the first load of '/' without the router (start-home.tsx):
// everything it imports statically counts in the first-load budget (scripts/check-bundle-budget.mjs).
// Links and moves go through lib/navigation.tsx; the map and the FAQs load later, on their own.

/** From this width the map is always beside the list's top; below it (a phone), behind « Carte ». */
const WIDE_SCREEN = '(min-width: 48rem)';
const HOME_MAP_ID = 'home-map';

function Home() {
  useDocumentTitle(null);
  const now = useNow();
  const toast = useToast();
  const showToast = toast.show;
  const { navigate } = useNavigator();
  const { radius, otherRadius, toggleRadius, place, setPlace, filters, toggleFilter } = useHomeSearch();
  const { position, error: geolocationError } = useWatchPosition();
  const stablePosition = useStablePosition(position);
  const [isFollowing, setIsFollowing] = useState(place === null);
  // A phone's first screen shows bakeries (docs/visitor-screens.md, "First screen"): the map waits for « Carte ».
  const isWide = useMediaQuery(WIDE_SCREEN);
  const [isMapAsked, setIsMapAsked] = useState(false);
  const [wasMapAsked, setWasMapAsked] = useState(false);
  if (isMapAsked && !wasMapAsked) setWasMapAsked(true);
  const isMapShown = isWide || isMapAsked;

  // Geolocation unsupported or refused: search around the default centre (docs/visitor-screens.md,
  // "Home").
  const isFallback = position === null && geolocationError !== null;
  const searchCenter: TLatLng | null = place ?? stablePosition ?? (isFallback ? DEFAULT_CENTER : null);
  const params: TNearbyParams | null = useMemo(
    () => (searchCenter ? { lat: searchCenter.lat, lng: searchCenter.lng, rayon: radius } : null),
    [searchCenter, radius],
  );

  const nearby = useNearbyBakeries(params);
  const bakeries = nearby.data;

  const [liveStatus, setLiveStatus] = useState<TLiveStatus>('Déconnecté');

  // Offline, the list is the kept one and the controls that need the network are disabled; back
  // online, the list is asked again (docs/offline.md, "Offline home").
  const offline = useOfflineBanner();
  const wasOffline = useRef(false);
  const { refetch } = nearby;
  useEffect(() => {
    if (!offline && wasOffline.current) void refetch();
    wasOffline.current = offline !== null;
  }, [offline, refetch]);

  // `now` ticks at each minute boundary (lib/use-now.ts) and every status change falls on one: the
  // cards and the markers change at the exact minute of a page left open.
  const statusOf = useCallback((bakery: TStatusInput) => getBakeryStatus(bakery, now), [now]);
  // The chips filter the list and the markers alike (docs/filters.md), again at each minute and
  // each live change, since both change `bakeries` or `now`. Their code comes beside the list's
  // request; a list to filter waits for it, an unfiltered one does not.
  const chips = useLazyModule(() => import('@/features/home/components/filter-chips'));
  const filtered = useMemo(
    () => (bakeries && chips ? chips.filterBakeries(bakeries, filters, (bakery) => statusOf(bakery).isOpen) : undefined),
    [bakeries, chips, filters, statusOf],
  );
  const shown = filters.length === 0 ? bakeries : filtered?.cards;
  const markers: TMapBakery[] = useMemo(
    () =>
      (shown ?? []).map((bakery) => {
        const status = statusOf(bakery);
        return { id: bakery.id, nom: bakery.nom, latitude: bakery.latitude, longitude: bakery.longitude, status, opening: status.opening };
      }),
    [shown, statusOf],
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
        ? { kind: 'default', reason: GEOLOCATION_MESSAGES[geolocationError] }
        : { kind: 'locating' };

  // An empty list names its place and offers the wider radius: its code loads when a list is empty.
  // Not React.lazy: the list is drawn in a transition (get-nearby-bakeries.ts), which would keep
  // waiting on a suspended boundary; until it comes, the list says the spec's sentence.
  // The same for a list the filters empty (FilteredEmpty, same module).
  const emptyModule = useLazyModule(() => import('@/features/home/components/nearby-empty'), shown?.length === 0);
  // Kept between redraws: the list is memoised (bakery-list.tsx).
  const placeLabel = place?.label;
  const isFilteredOut = bakeries?.length !== 0;
  const empty = useMemo(
    () =>
      emptyModule && searchCenter ? (
        <emptyModule.default
          radius={radius}
          center={searchCenter}
          placeLabel={placeLabel}
          wider={radius < otherRadius ? { radius: otherRadius, onWiden: toggleRadius } : undefined}
          onClearFilters={isFilteredOut ? toggleFilter : undefined}
        />
      ) : null,
    [emptyModule, isFilteredOut, searchCenter, radius, otherRadius, placeLabel, toggleRadius, toggleFilter],
  );

  const focus = place ?? (isFollowing ? (position ?? (isFallback ? DEFAULT_CENTER : null)) : null);
  const isWaitingForCentre = searchCenter === null;
  const error = nearby.error ? errorMessage(nearby.error) : null;
  const isListSettled = bakeries !== undefined || error !== null;
  // Once the list has come (home-later.tsx): « Mes favoris » and the hearts, the live feed and its
  // status, the FAQs' loader, the footer and the scroll button; the sponsored card when there are cards.
  const later = useLazyModule(() => import('./home-later'), isListSettled);
  const hasCards = isListSettled && (bakeries?.length ?? 0) > 0;
  const sponsored = useLazyModule(() => import('@/features/sponsored/components/sponsored-card'), hasCards);

  return (
    <>
      <HomeHeader>
        <OfflineGuard isOffline={offline !== null}>
          <AddressSearch onFound={handleFound} around={params} hasFocus={geolocationError === 'denied' && !position && !place} />
        </OfflineGuard>
      </HomeHeader>
      <div className="container container--wide home">
        <OfflineBanner text={offline} />
        <SearchOrigin origin={origin} onBackToPosition={backToPosition} />
        <section aria-labelledby={HOME_TITLE_ID}>
          {/* Offline, the feed is « Déconnecté », not in « Erreur »: the banner above says why. */}
          <OfflineGuard isOffline={offline !== null}>
            <RadiusHeading
              radius={radius}
              otherRadius={otherRadius}
              onToggle={toggleRadius}
              aside={
                <>
                  {isWide ? null : (
                    <MapToggle isOpen={isMapAsked} controls={HOME_MAP_ID} onToggle={() => setIsMapAsked((asked) => !asked)} />
                  )}
                  {later ? <later.LiveStatus status={offline ? 'Déconnecté' : liveStatus} /> : null}
                </>
              }
            />
          </OfflineGuard>
          <div className="filter-chips-slot">
            {chips ? <chips.FilterChips active={filters} counts={filtered?.counts} onToggle={toggleFilter} /> : null}
          </div>
          <div id={HOME_MAP_ID} hidden={!isMapShown}>
            {/* Kept once opened: closing « Carte » hides the map, opening it again finds it as it was. */}
            {isWide || wasMapAsked || isMapAsked ? (
              <DeferredBakeryMap
                canLoad={isListSettled}
                isAsked={isMapAsked}
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
                onOpenBakery={(id) => navigate(paths.bakery.getHref(id))}
              />
            ) : null}
          </div>
          {/* At most one « Sponsorisé » card, after the list has come (docs/advertising.md, "Sponsored card"). */}
          {sponsored && hasCards && searchCenter ? <sponsored.SponsoredCard centre={searchCenter} /> : null}
          {later ? (
            <later.FavouritesSection
              centre={searchCenter}
              nearby={bakeries}
              renderCard={(card) => <BakeryCard bakery={card} status={statusOf(card)} />}
              onError={(message) => showToast(message, 'error')}
              nearbyHeading={BAKERY_LIST_LABEL}
            />
          ) : null}
          <BakeryList
            bakeries={shown}
            statusOf={statusOf}
            radius={radius}
            isLoading={isWaitingForCentre || nearby.isPending}
            isRefreshing={nearby.isPlaceholderData}
            error={error}
            onRetry={nearby.refetch}
            empty={empty}
            cardAction={later?.renderCardHeart}
          />
        </section>
        {/* The seed's FAQs for '/', below the list: loaded when scrolled near, so that nothing but the
            list runs while the page settles (the map comes later too). */}
        {later ? <later.DeferredFaqBlock pathname={paths.home.getHref()} isIdleEnough={false} /> : null}
      </div>
      {later ? (
        <>
          <later.HomeFooter />
          <later.ScrollButton />
          {/* The live feed's cards carry the distance from the subscribed centre, rounded once by the server:
              they go into the list as they are. A list still on its way for the previous radius is cut to this one. */}
          <later.LiveFeedRunner
            subscription={params}
            onBakeries={(cards) => {
              if (params) setNearbyBakeries(params, () => cards.filter((card) => card.distance_km <= radius));
            }}
            onCard={(card) => {
              if (params) setNearbyBakeries(params, (previous) => (previous ? later.applyBakeryUpdate(previous, card, radius) : previous));
            }}
            // Offline, the banner says it already (docs/offline.md).
            onNotice={(message) => navigator.onLine && showToast(message, 'error')}
            onStatus={setLiveStatus}
          />
        </>
      ) : null}
      <Toast {...toast.props} />
    </>
  );
}

export const Component = Home;
