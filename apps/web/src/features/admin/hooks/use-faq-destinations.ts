import { FAQ_PAGES, faqDestinationLabel, staticPageFaqPath } from '@fournil/shared';
import { useMemo } from 'react';
import { useAdminPages } from '../api/pages';

export type TFaqDestinationOption = { path: string; label: string };

/** As many static pages as the admin list gives at once: more than any site has. */
const ALL_PAGES = { page: 1, page_size: 100, sort: 'title' };

/**
 * Where a FAQ can show (docs/content.md, "FAQs"): the fixed pages with a FAQ block, then every static
 * page, then whatever `current` holds that neither lists (a page deleted since), so saving a FAQ
 * unchanged keeps all its destinations.
 */
export function useFaqDestinations(current: readonly string[] = []) {
  const pages = useAdminPages(ALL_PAGES);
  const titles = useMemo(() => new Map((pages.data?.results ?? []).map((page) => [page.slug, page.title])), [pages.data]);
  const options = useMemo(() => {
    const list: TFaqDestinationOption[] = [...FAQ_PAGES];
    for (const [slug, title] of titles) list.push({ path: staticPageFaqPath(slug), label: `Page « ${title} »` });
    for (const path of current) {
      if (!list.some((option) => option.path === path)) list.push({ path, label: faqDestinationLabel(path, titles) });
    }
    return list;
  }, [titles, current]);
  return { options, titles, isLoadingPages: pages.isPending };
}
