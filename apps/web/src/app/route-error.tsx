import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ErrorBox, PageHeader } from '@/components/ui';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AppShell } from './app-shell';
import { RouterNavigatorProvider } from './router-navigator';
import { NotFound } from './not-found';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** Root error boundary: keeps the navigation and offers a way out. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Erreur');

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <RouterNavigatorProvider>
        <AppShell>
          <NotFound />
        </AppShell>
      </RouterNavigatorProvider>
    );
  }

  // After a new deployment an old tab may ask for code that no longer exists: a reload fixes it.
  const message = isChunkLoadError(error)
    ? 'Une nouvelle version du site est disponible. Rechargez la page pour continuer.'
    : 'Une erreur inattendue est survenue. Rechargez la page ou revenez à l’accueil.';

  return (
    <RouterNavigatorProvider>
      <AppShell>
        <div className="container page">
          <PageHeader title="Oups, quelque chose s’est mal passé" />
          <ErrorBox>{message}</ErrorBox>
          <div className="hero__actions">
            <Button onClick={() => window.location.reload()}>Recharger la page</Button>
            {/* A full page load, not a move inside the app: the app's code may be what failed. */}
            <a href={paths.home.getHref()} className={buttonClass({ variant: 'secondary' })}>
              Retour à l’accueil
            </a>
          </div>
        </div>
      </AppShell>
    </RouterNavigatorProvider>
  );
}
