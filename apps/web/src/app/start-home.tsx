import type { Root } from 'react-dom/client';
import { paths } from '@/config/paths';
import { startLightPage } from './light-page';
import { Component as Home } from './routes/home';

// The first load of '/' (at most 90 kB of JavaScript: docs/nearby-search.md, "Speed targets";
// scripts/check-bundle-budget.mjs): React and the home page only, without the router
// (light-page.tsx says why). Inside the app, '/' is the same Home component, reached through the
// router.

export function isHomePath(pathname: string): boolean {
  return pathname === paths.home.path;
}

/** Renders the home page in `root` without the router (the first load of '/'). */
export function startHome(root: Root): void {
  startLightPage(root, isHomePath, <Home />);
}
