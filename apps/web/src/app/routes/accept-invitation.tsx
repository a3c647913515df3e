import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { userQueryKey } from '@/features/account/api/get-user';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation';
import { proBakeriesKeys } from '@/features/pro-bakeries/api/query-keys';
import { hasToken } from '@/lib/auth-token';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /invite/accepter/:token (route id AccepterInvitation): public; accepting needs the invited account. */
function AcceptInvitationRoute() {
  // An expired session while accepting goes to /login and comes back here.
  useSessionExpiredRedirect();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();

  function handleAccepted() {
    // The user is now a manager: the dashboard redirect and the manager view must see it.
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.managed });
  }

  return (
    <div className="container page">
      <AcceptInvitation key={token} token={token} isSignedIn={hasToken()} onAccepted={handleAccepted} />
    </div>
  );
}

export const Component = AcceptInvitationRoute;
