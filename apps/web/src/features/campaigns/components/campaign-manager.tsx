import { CAMPAIGN_MESSAGES, MY_PAYMENTS_MESSAGES, PAYMENT_MESSAGES } from '@fournil/shared';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { AlertIcon, ErrorBox, LinkButton, LoadingText, PageHeader, ReceiptIcon, Toast, useToast } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdBakeries } from '../api/get-ad-bakeries';
import { useCampaigns } from '../api/get-campaigns';
import { BakeryAdCard } from './bakery-ad-card';
import { CampaignCreateForm } from './campaign-create-form';
import { CampaignEditForm } from './campaign-edit-form';
import { canPayAndPublish } from '../lib/can-pay-and-publish';
import { CampaignRow } from './campaign-row';
import '@/styles/forms.css';
import '../campaigns.css';

type CampaignManagerProps = {
  /** `?payment_success=1`: back from a successful payment (docs/payments.md, "Result screens"). */
  paymentSuccess: boolean;
  onCheckout: (url: string) => void;
  /**
   * A current advertising access. Without it the owner still sees, unpublishes and deletes their
   * campaigns; create, edit, publish and duplicate are greyed out with the reason (docs/advertising.md, "Who may do what").
   */
  hasAccess?: boolean;
  /** `?payer={id}`: the bakery whose payment opens at once (docs/advertising.md, "Unpaid months"). */
  payBakeryId?: number | null;
  /** The current access with « Résilier l'abonnement », composed by the route (features/payments). */
  accessPanel?: ReactNode;
};

/** /regie-publicitaire (docs/advertising.md, "The campaign manager screen"). The access is read by the route. */
export function CampaignManager({
  paymentSuccess,
  onCheckout,
  hasAccess = true,
  payBakeryId = null,
  accessPanel = null,
}: CampaignManagerProps) {
  useDocumentTitle(CAMPAIGN_MESSAGES.title);
  const bakeries = useAdBakeries();
  const campaigns = useCampaigns();
  const toast = useToast();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const showMessage = (message: string, tone: 'success' | 'error') => toast.show(message, tone === 'success' ? 'success' : 'error');

  // Without access and with nothing to keep (no campaign, no payment asked by ?payer=), the section has
  // nothing to show: straight to the unlock screen (docs/advertising.md, "The campaign manager screen").
  // Until the campaigns are known the screen is not drawn, so it never flashes before that move.
  const mayRedirect = !hasAccess && payBakeryId === null;
  if (mayRedirect && campaigns.data?.length === 0) return <Navigate to={paths.unlockCampaigns.getHref()} replace />;
  if (mayRedirect && campaigns.isPending) return <LoadingText>Chargement des campagnes…</LoadingText>;

  return (
    <>
      <PageHeader title={CAMPAIGN_MESSAGES.title} />
      <p className="campaign-links">
        <Link to={paths.myPayments.getHref()} className="campaign-links__link">
          <ReceiptIcon className="campaign-links__icon" />
          {MY_PAYMENTS_MESSAGES.myPaymentsLink}
        </Link>
      </p>
      {!hasAccess ? (
        <div className="status-box status-box--warning campaign-lapsed" role="status">
          <AlertIcon className="campaign-lapsed__icon" />
          <p>{MY_PAYMENTS_MESSAGES.lapsedBanner}</p>
          <LinkButton to={paths.unlockCampaigns.getHref()} variant="accent" size="sm">
            {MY_PAYMENTS_MESSAGES.renewAccess}
          </LinkButton>
        </div>
      ) : null}
      {accessPanel}
      {paymentSuccess ? (
        <div role="status" className="status-box">
          <p>{CAMPAIGN_MESSAGES.paymentSuccess}</p>
        </div>
      ) : null}

      <section className="campaign-section" aria-labelledby="campaign-bakeries-title">
        <h2 id="campaign-bakeries-title">Mes boulangeries</h2>
        {bakeries.isPending ? <LoadingText>Chargement des boulangeries…</LoadingText> : null}
        {bakeries.isError ? <ErrorBox>{CAMPAIGN_MESSAGES.bakeriesLoadError}</ErrorBox> : null}
        {bakeries.data ? (
          <ul className="campaign-cards">
            {bakeries.data.map((bakery) => (
              <BakeryAdCard
                key={bakery.id}
                bakery={bakery}
                campaignCount={campaigns.data?.filter((campaign) => campaign.boulangerie === bakery.id).length ?? 0}
                isPayRequested={payBakeryId === bakery.id}
                onCheckout={onCheckout}
                hasPayableDraft={hasAccess && (campaigns.data ?? []).some((campaign) => canPayAndPublish(campaign, bakery))}
              />
            ))}
          </ul>
        ) : null}
      </section>

      <section className="campaign-section" aria-labelledby="campaign-list-title">
        <h2 id="campaign-list-title">Mes campagnes</h2>
        {campaigns.isPending ? <LoadingText>Chargement des campagnes…</LoadingText> : null}
        {campaigns.isError ? <ErrorBox>{CAMPAIGN_MESSAGES.campaignsLoadError}</ErrorBox> : null}
        {campaigns.data && campaigns.data.length > 0 ? (
          <table className="campaign-table">
            <thead>
              <tr>
                <th scope="col">Campagne</th>
                <th scope="col">État</th>
                <th scope="col">Vues · clics (30 jours)</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.map((campaign) => (
                <Fragment key={campaign.id}>
                  <CampaignRow
                    campaign={campaign}
                    bakery={bakeries.data?.find((bakery) => bakery.id === campaign.boulangerie)}
                    onCheckout={onCheckout}
                    hasAccess={hasAccess}
                    isEditing={editingId === campaign.id}
                    isHighlighted={highlightedId === campaign.id}
                    onEdit={() => setEditingId(campaign.id)}
                    onDuplicated={(copy) => {
                      setHighlightedId(copy.id);
                      setEditingId(copy.id);
                    }}
                    onMessage={showMessage}
                  />
                  {editingId === campaign.id ? (
                    <tr className="campaign-row campaign-row--edit">
                      <td colSpan={4}>
                        <CampaignEditForm
                          campaign={campaign}
                          onClose={() => setEditingId(null)}
                          onSaved={(message) => {
                            showMessage(message, 'success');
                            setEditingId(null);
                          }}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        ) : null}
        {campaigns.data && campaigns.data.length === 0 ? (
          <p className="campaign-section__empty">Aucune campagne pour le moment : créez la première ci-dessous.</p>
        ) : null}
      </section>

      <section className="campaign-section" aria-labelledby="campaign-create-title">
        <h2 id="campaign-create-title">Nouvelle campagne</h2>
        {hasAccess ? (
          <CampaignCreateForm bakeries={bakeries.data ?? []} />
        ) : (
          <p className="campaign-section__empty">
            {PAYMENT_MESSAGES.accessRequired} <Link to={paths.unlockCampaigns.getHref()}>{MY_PAYMENTS_MESSAGES.renewAccess}</Link>
          </p>
        )}
      </section>

      <LinkButton to={paths.dashboard.getHref()} className="campaign-back" variant="secondary">
        {CAMPAIGN_MESSAGES.backToDashboard}
      </LinkButton>
      <Toast {...toast.props} />
    </>
  );
}
