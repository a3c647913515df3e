import { DEFAULT_PAGE_SLUG } from '@fournil/shared';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { StaticPage } from '@/features/pages/components/static-page';

function StaticPageRoute() {
  const { slug = DEFAULT_PAGE_SLUG } = useParams();
  return (
    <div className="container page">
      {/* key: a new slug starts from a clean state (focus, scroll, memoised HTML). */}
      <StaticPage key={slug} slug={slug} />
      {/* '/page' shows the default page, so it also shows that page's FAQs. */}
      <FaqBlock pathname={paths.staticPage.getHref(slug)} />
    </div>
  );
}

export const Component = StaticPageRoute;
