import { useSearchParams } from 'react-router';
import { LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { RegistrationForm, type RegistrationInvitation } from '@/features/auth/components/registration-form';
import { useInvitation } from '@/features/invitations/api/get-invitation';

/**
 * /register. `?next=` (e.g. an invitation link) is handed on to the login screen, which checks it;
 * `?invitation=` is the manager invitation the person registers from: while it can be used, its
 * address is filled in and locked (docs/bakery-management.md, "Registering first").
 */
function RegisterRoute() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const token = params.get('invitation');
  return (
    <div className="container page">
      {token ? <InvitedRegistration token={token} next={next} /> : <RegistrationForm loginTo={paths.login.getHref({ next })} />}
    </div>
  );
}

function InvitedRegistration({ token, next }: { token: string; next: string | null }) {
  const preview = useInvitation(token);
  if (preview.isPending) return <LoadingText>Chargement de l’invitation…</LoadingText>;
  // A link that can no longer be used (or not read) leaves an ordinary registration.
  const invitation: RegistrationInvitation | undefined =
    preview.data?.statut === 'valide' && preview.data.email
      ? { token, email: preview.data.email, bakeryName: preview.data.boulangerie.nom }
      : undefined;
  return <RegistrationForm loginTo={paths.login.getHref({ next })} {...(invitation ? { invitation } : {})} />;
}

export const Component = RegisterRoute;
