export const FAQ_EMPTY_TEXT = 'Aucune question fréquente pour cette section.';

/** '/magister/' → '/magister'; '/' stays '/'. */
function normalizePath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return trimmed.replace(/\/+$/, '') || '/';
}

/** The FAQs whose destinations include the current page path. */
export function faqsForPath<T extends { destinations: readonly string[] }>(faqs: readonly T[], pathname: string): T[] {
  const path = normalizePath(pathname);
  return faqs.filter((faq) => faq.destinations.some((destination) => normalizePath(destination) === path));
}
