/**
 * The team's tools (the map's debug panel) show only on an address with `?debug=1`: a visitor never sees
 * them (docs/visitor-screens.md, "Map (home)"). Read from the address the page was opened at.
 */
export function isDebugMode(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('debug') === '1';
}
