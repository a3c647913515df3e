import { LinkButton, LoafIllustration } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NOT_FOUND_TEXT = '404 - Page non trouvée';

export function NotFound() {
  useDocumentTitle('Page non trouvée');
  return (
    <div className="container page center-page">
      <LoafIllustration className="center-page__art" />
      <h1>{NOT_FOUND_TEXT}</h1>
      <p className="center-page__text">Cette adresse ne correspond à aucune page. Elle a peut-être été déplacée ou supprimée.</p>
      <LinkButton to={paths.home.getHref()}>Retour à l’accueil</LinkButton>
    </div>
  );
}
