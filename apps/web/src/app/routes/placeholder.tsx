import { useMatches } from 'react-router';
import { LinkButton, LoafIllustration } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const PLACEHOLDER_TEXT = 'Cette page arrive bientôt.';

export type RouteHandle = {
  /** Screen title, used by placeholders and as the document title. */
  title?: string;
};

function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/** Stand-in for a screen that is not built yet. */
function Placeholder() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  return (
    <div className="container page center-page">
      <LoafIllustration className="center-page__art" />
      {title ? <h1>{title}</h1> : null}
      <p className="center-page__text">{PLACEHOLDER_TEXT}</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        Retour à l’accueil
      </LinkButton>
    </div>
  );
}

export const Component = Placeholder;
