/** The back-office sections, in menu order: their address under /admin and their French name. */
export const ADMIN_SECTIONS = [
  { path: 'pages', label: 'Pages' },
  { path: 'faq', label: 'FAQ' },
  { path: 'codes-promo', label: 'Codes promo' },
  { path: 'messages', label: 'Messages' },
  { path: 'utilisateurs', label: 'Utilisateurs' },
  { path: 'boulangeries', label: 'Boulangeries' },
  { path: 'paiements', label: 'Paiements' },
  { path: 'journal', label: 'Journal' },
] as const;

export type TAdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** The section `/admin/<section>/…` belongs to. */
export function sectionOfPath(pathname: string) {
  const segment = pathname.split('/')[2] ?? '';
  return ADMIN_SECTIONS.find((section) => section.path === segment);
}

/**
 * A new page's editor lives at /admin/pages/_nouvelle: a slug cannot hold '_', so no page's own
 * address (/admin/pages/{slug}) can take it.
 */
export const NEW_PAGE_SEGMENT = '_nouvelle';
