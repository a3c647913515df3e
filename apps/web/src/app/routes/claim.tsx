import { parsePathId } from '@fournil/shared';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBox, LoadingText } from '@/components/ui';
import { paths, PROFILE_NEXT_PARAM } from '@/config/paths';
import { useUser } from '@/features/account/api/get-user';
import { SirenDisputeForm } from '@/features/account/components/siren-dispute-form';
import { ClaimScreen } from '@/features/claims/components/claim-screen';
import { errorMessage } from '@/lib/api-client';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/**
 * /revendiquer/:id (docs/claims.md): behind the login (RequireAuth sends a visitor to sign in or sign up and
 * back here), then the SIREN (the profile's check), then the claim. Composes the account feature (the user,
 * the dispute form) and the claims feature.
 */
function ClaimRoute() {
  useSessionExpiredRedirect();
  const { id } = useParams();
  const bakeryId = parsePathId(id);
  const navigate = useNavigate();
  const user = useUser();
  const onClaimed = useCallback(
    (claimedId: number, message: string) => void navigate(paths.manageBakery.getHref(claimedId), { state: { notice: message } }),
    [navigate],
  );

  return (
    <div className="container page">
      {bakeryId === null ? (
        <ErrorBox>Boulangerie introuvable.</ErrorBox>
      ) : user.isPending ? (
        <LoadingText>Chargement de votre compte…</LoadingText>
      ) : user.error ? (
        <ErrorBox>{errorMessage(user.error)}</ErrorBox>
      ) : (
        <ClaimScreen
          bakeryId={bakeryId}
          sirenVerified={user.data.siren_verified}
          // Back here once the SIREN is verified and the profile saved (routes/profile.tsx reads `suite`).
          sirenHref={`${paths.profile.getHref()}?${PROFILE_NEXT_PARAM}=${encodeURIComponent(paths.claim.getHref(bakeryId))}`}
          onClaimed={onClaimed}
          renderDispute={(close) => <SirenDisputeForm siren={user.data.siren ?? ''} bakeryId={bakeryId} onClose={close} />}
        />
      )}
    </div>
  );
}

export const Component = ClaimRoute;
