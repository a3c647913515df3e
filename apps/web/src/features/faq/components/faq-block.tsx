import { FAQ_EMPTY_TEXT, faqsForPath, type TFaq, type TFaqDestination } from '@fournil/shared';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useId, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { ChevronDownIcon, HelpIcon } from '@/components/ui/icons';
import { LoadingText } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { sharedQueryClient } from '@/lib/query-client';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useFaqs } from '../api/get-faqs';

type FaqBlockProps = {
  /** The page path the FAQs are filtered by: one of the destinations staff can choose (FAQ_PAGES). */
  pathname: TFaqDestination;
  title?: string;
  /**
   * For pages where the FAQ is an extra (static pages): nothing at all unless the page has questions,
   * not an empty box (docs/content.md).
   */
  hideWhenEmpty?: boolean;
};

/**
 * FaqBlock outside the routed app (the light home page has no query client): it brings the page's
 * shared query client when none is provided.
 */
export function StandaloneFaqBlock(props: FaqBlockProps) {
  const client = useContext(QueryClientContext);
  if (client) return <FaqBlock {...props} />;
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <FaqBlock {...props} />
    </QueryClientProvider>
  );
}

/** The FAQs whose destinations include the page `pathname`, as disclosure items. */
export function FaqBlock({ pathname: path, title = 'Questions fréquentes', hideWhenEmpty = false }: FaqBlockProps) {
  const query = useFaqs();
  const headingId = useId();

  const faqs = useMemo(() => (query.data ? faqsForPath(query.data, path) : []), [query.data, path]);
  if (hideWhenEmpty && faqs.length === 0) return null;

  return (
    <section className="faq" aria-labelledby={headingId}>
      <h2 className="faq__title" id={headingId}>
        <HelpIcon width={24} height={24} />
        {title}
      </h2>
      {query.isPending ? (
        <LoadingText>Chargement des questions fréquentes…</LoadingText>
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>
      ) : faqs.length === 0 ? (
        <EmptyState compact>{FAQ_EMPTY_TEXT}</EmptyState>
      ) : (
        <ul className="stack-list">
          {faqs.map((faq) => (
            <li key={faq.id}>
              <FaqItem faq={faq} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FaqItem({ faq }: { faq: TFaq }) {
  const answer = useMemo(() => sanitizeHtml(faq.answer), [faq.answer]);
  return (
    <details className="faq-item" data-color={faq.color}>
      <summary className="faq-item__summary">
        <span>{faq.question}</span>
        <ChevronDownIcon className="faq-item__chevron" />
      </summary>
      {/* Answer HTML from the API, sanitised with DOMPurify. */}
      <div className="faq-item__answer prose" dangerouslySetInnerHTML={{ __html: answer }} />
    </details>
  );
}
