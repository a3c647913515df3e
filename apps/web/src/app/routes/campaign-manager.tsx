import { Navigate, useSearchParams } from 'react-router';
import { ErrorBox, LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAdAccess } from '@/lib/ad-access';
import { CampaignManager } from '@/features/campaigns/components/campaign-manager';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /regie-publicitaire: the campaign manager, or the unlock screen without advertising access (docs/advertising.md, "The campaign manager screen"). */
function CampaignManagerRoute() {
  useSessionExpiredRedirect();
  const [params] = useSearchParams();
  const access = useAdAccess();

  // A cached "no access" (the visit before paying) is read again before sending the owner away.
  const isRecheckingAccess = access.isFetching && access.data?.has_access === false;

  let content;
  if (access.isPending || isRecheckingAccess) content = <LoadingText>Chargement de votre accès…</LoadingText>;
  else if ((access.isError && isApiError(access.error, 403)) || (access.data && !access.data.has_access)) content = <Navigate to={paths.unlockCampaigns.getHref()} replace />;
  else if (access.isError) content = <ErrorBox>{access.error.message}</ErrorBox>;
  else content = <CampaignManager paymentSuccess={params.get('payment_success') === '1'} onCheckout={(url) => window.location.assign(url)} />;

  return <div className="container container--wide page">{content}</div>;
}

export const Component = CampaignManagerRoute;
