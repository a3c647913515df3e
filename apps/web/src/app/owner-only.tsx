import { LinkButton, LockIcon } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OWNER_ONLY_TITLE = 'Réservé au propriétaire de la boulangerie';

/** What a manager or a staff member who owns no bakery reads on an owner-only screen. */
export function OwnerOnly({ home }: { home: string }) {
  useDocumentTitle(OWNER_ONLY_TITLE);
  return (
    <div className="container page center-page">
      <LockIcon className="center-page__art" width={64} height={64} />
      <h1>{OWNER_ONLY_TITLE}</h1>
      <p className="center-page__text">
        Cet écran sert au propriétaire de la boulangerie. Votre tableau de bord rassemble ce qui vous concerne.
      </p>
      <LinkButton to={home} variant="secondary">
        Retour au tableau de bord
      </LinkButton>
    </div>
  );
}
