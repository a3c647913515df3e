// The legal pages every footer links to (docs/content.md, "Legal pages"), in their order: the home's
// footer and the server-written pages'. Kept apart from the placeholders (legal.ts) so the home
// page's first load carries only these few links.
export const LEGAL_PAGE_LINKS = [
  { href: '/page/mentions', label: 'Mentions légales' },
  { href: '/page/confidentialite', label: 'Confidentialité' },
  { href: '/page/confidentialite#cookies', label: 'Cookies' },
  { href: '/page/cgv', label: 'CGV' },
  { href: '/page/cgu', label: 'CGU' },
  { href: '/page/accessibilite', label: 'Accessibilité : partiellement conforme' },
] as const;
