import { formatDateFr } from '@fournil/shared';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ClockIcon, ErrorBox, LoadingText, PageHeader } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { renderMarkdown } from '@/lib/sanitize-html';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePage } from '../api/get-page';

export const PAGE_NOT_FOUND_TITLE = 'Page introuvable';

type StaticPageProps = {
  slug: string;
};

/** A markdown content page: title, sanitised content and last update date. */
export function StaticPage({ slug }: StaticPageProps) {
  const query = usePage(slug);
  const page = query.data;
  const navigate = useNavigate();

  const title = query.isSuccess ? (page?.title ?? PAGE_NOT_FOUND_TITLE) : null;
  useDocumentTitle(title);

  const html = useMemo(() => (page ? renderMarkdown(page.content) : ''), [page]);

  // A link to a section (`/page/confidentialite#cookies`) arrives before the content: once it is
  // shown, bring the section into view.
  const { hash } = useLocation();
  useEffect(() => {
    if (!html || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [html, hash]);

  // Same-site links inside the content stay in the single-page app instead of reloading it.
  function handleContentClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  if (query.isPending) return <LoadingText>Chargement de la page…</LoadingText>;

  if (query.isError) {
    return (
      <ErrorBox title="La page n'a pas pu être chargée." onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorBox>
    );
  }

  if (!page) return <PageHeader title={PAGE_NOT_FOUND_TITLE} />;

  const updatedOn = formatDateFr(page.updated_at);
  return (
    <article aria-labelledby="static-page-title">
      <PageHeader title={page.title} titleId="static-page-title" />
      {/* Rendered from markdown and sanitised with DOMPurify (renderMarkdown). */}
      <div className="prose" onClick={handleContentClick} dangerouslySetInnerHTML={{ __html: html }} />
      {updatedOn ? (
        <p className="meta-line">
          <ClockIcon width={16} height={16} />
          <span>Mis à jour le {updatedOn}</span>
        </p>
      ) : null}
    </article>
  );
}
