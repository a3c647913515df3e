import { bakeryIdFromPath } from '@fournil/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Root } from 'react-dom/client';
import { sharedQueryClient } from '@/lib/query-client';
import { startLightPage } from './light-page';
import { Component as BakeryDetailPage } from './routes/bakery-detail';

// A bakery page opened directly (a shared link, a search result;
// docs/decisions/009-light-home-boot.md): the page with React Query, without the router
// (light-page.tsx says why). main.tsx has already asked for its detail (early-public-bakery.ts).
// The query client is the page's one (lib/query-client.ts), so the routed app finds the detail
// cached when a link hands over to it.

function isBakeryPath(pathname: string): boolean {
  return bakeryIdFromPath(pathname) !== null;
}

/** Renders the bakery page of the current address in `root` without the router. */
export function startBakeryPage(root: Root): void {
  startLightPage(
    root,
    isBakeryPath,
    <QueryClientProvider client={sharedQueryClient()}>
      <BakeryDetailPage />
    </QueryClientProvider>,
  );
}
