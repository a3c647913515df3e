import { PAY_BAKERY_PARAM, parsePathId } from '@fournil/shared';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorBox, LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { isApiError } from '@/lib/api-client';
import { useAdAccess } from '@/lib/ad-access';
import { CampaignManager } from '@/features/campaigns/components/campaign-manager';
import { AccessPanel } from '@/features/payments/components/access-panel';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/**
 * /regie-publicitaire: the campaign manager, with or without the advertising access. Without it the
 * owner keeps their campaigns (unpublish, delete) and a banner to renew (docs/advertising.md, "The
 * campaign manager screen"); `?payer={id}` opens that bakery's payment ("Unpaid months").
 */
function CampaignManagerRoute() {
  useSessionExpiredRedirect();
  const [params] = useSearchParams();
  const access = useAdAccess();

  // A cached "no access" (the visit before paying) is read again before greying anything out.
  const isRecheckingAccess = access.isFetching && access.data?.has_access === false;
  const payer = params.get(PAY_BAKERY_PARAM);

  let content;
  if (access.isPending || isRecheckingAccess) content = <LoadingText>Chargement de votre accès…</LoadingText>;
  // 403: not an owner with a verified SIREN; the unlock screen says what is missing.
  else if (isApiError(access.error, 403)) content = <Navigate to={paths.unlockCampaigns.getHref()} replace />;
  else if (access.isError) content = <ErrorBox>{access.error.message}</ErrorBox>;
  else
    content = (
      <CampaignManager
        paymentSuccess={params.get('payment_success') === '1'}
        hasAccess={access.data?.has_access === true}
        payBakeryId={payer ? parsePathId(payer) : null}
        accessPanel={access.data?.has_access ? <AccessPanel showWhenNone={false} /> : null}
        onCheckout={(url) => window.location.assign(url)}
      />
    );

  return (
    <div className="container container--wide page">
      {content}
      <FaqBlock pathname={paths.campaigns.path} hideWhenEmpty />
    </div>
  );
}

export const Component = CampaignManagerRoute;
