import { ADMIN_MESSAGES } from '@fournil/shared';
import { LinkButton, LockIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What a signed-in account that is not staff sees at /admin (the API refuses it with 403 too). */
export function StaffOnly() {
  useDocumentTitle('Accès réservé');
  return (
    <div className="center-page">
      <LockIcon className="center-page__art" width={64} height={64} />
      <h1>Accès réservé</h1>
      <p className="center-page__text">{ADMIN_MESSAGES.staffOnly}</p>
      <LinkButton to={paths.dashboard.getHref()} variant="secondary">
        Retour au tableau de bord
      </LinkButton>
    </div>
  );
}
