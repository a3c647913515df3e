import { Outlet } from 'react-router';
import { LoadingText } from '@/components/ui';
import { useUser } from '@/features/account/api/get-user';
import { isOwnerScreenClosedTo, proHomePath } from '@/lib/pro-home';
import { OwnerOnly } from './owner-only';

/**
 * Layout route for the owner-only screens (the API's requireVerifiedOwner: bakery management,
 * advertising, payments; docs/accounts.md, "Roles"). A manager or a staff member who owns nothing
 * reads « Réservé au propriétaire de la boulangerie » instead of a SIREN prompt or an offer. Anyone
 * else gets the screen, which says itself what is missing (a SIREN to verify). A user that cannot be
 * loaded is left to the screen too: it shows the error or sends to /login.
 */
export function RequireOwner() {
  const user = useUser();
  if (user.isPending) {
    return (
      <div className="container page">
        <LoadingText>Chargement de votre compte…</LoadingText>
      </div>
    );
  }
  if (user.data && isOwnerScreenClosedTo(user.data)) return <OwnerOnly home={proHomePath(user.data)} />;
  return <Outlet />;
}
