// What the home page draws once its list has come (home.tsx), in one lazy chunk: one request and one
// preload list rather than one per part, outside the first load of '/' (scripts/check-bundle-budget.mjs).
export { FavouritesSection, renderCardHeart } from './home-favourites';
export { DeferredFaqBlock } from '@/features/faq/components/deferred-faq-block';
export { HomeFooter } from '@/features/home/components/home-footer';
export { ScrollButton } from '@/features/home/components/scroll-button';
export { applyBakeryUpdate, LiveFeedRunner, LiveStatus } from '@/features/live-feed/components/live-feed-runner';
