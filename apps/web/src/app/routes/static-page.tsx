import { DEFAULT_PAGE_SLUG, staticPageFaqPath } from '@fournil/shared';
import { Link, useParams } from 'react-router';
import { ArrowRightIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { StaticPage } from '@/features/pages/components/static-page';
import '@/features/pages/pages.css';

function StaticPageRoute() {
  const { slug = DEFAULT_PAGE_SLUG } = useParams();
  return (
    <div className="container page">
      {/* key: a new slug starts from a clean state (focus, scroll, memoised HTML). */}
      <StaticPage key={slug} slug={slug} />
      {/* '/page' shows the default page, so it also shows that page's FAQs; none: no empty box. */}
      <FaqBlock pathname={staticPageFaqPath(slug)} hideWhenEmpty />
      <p className="static-page__home">
        <Link className="static-page__home-link" to={paths.home.getHref()}>
          Retour à l’accueil
          <ArrowRightIcon width={18} height={18} />
        </Link>
      </p>
    </div>
  );
}

export const Component = StaticPageRoute;
