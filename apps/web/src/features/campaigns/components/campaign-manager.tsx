import { CAMPAIGN_MESSAGES } from '@fournil/shared';
import { Fragment, useState } from 'react';
import { Navigate } from 'react-router';
import { ErrorBox, LinkButton, LoadingText, PageHeader, Toast, useToast } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useProviderName } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdBakeries } from '../api/get-ad-bakeries';
import { useCampaigns } from '../api/get-campaigns';
import { BakeryAdCard } from './bakery-ad-card';
import { CampaignCreateForm } from './campaign-create-form';
import { CampaignEditForm } from './campaign-edit-form';
import { CampaignRow } from './campaign-row';
import '@/styles/forms.css';
import '../campaigns.css';

type CampaignManagerProps = {
  /** `?payment_success=1`: back from a successful payment (docs/payments.md, "Result screens"). */
  paymentSuccess: boolean;
  onCheckout: (url: string) => void;
};

/** /regie-publicitaire (docs/advertising.md, "The campaign manager screen"). Access is checked by the route first. */
export function CampaignManager({ paymentSuccess, onCheckout }: CampaignManagerProps) {
  useDocumentTitle(CAMPAIGN_MESSAGES.title);
  const bakeries = useAdBakeries();
  const campaigns = useCampaigns();
  const providerName = useProviderName();
  const toast = useToast();
  const [editingId, setEditingId] = useState<number | null>(null);

  // Access ended while the screen was open (a one-off month ran out): back to the unlock screen.
  if (isApiError(bakeries.error, 403) || isApiError(campaigns.error, 403)) return <Navigate to={paths.unlockCampaigns.getHref()} replace />;

  const showMessage = (message: string, tone: 'success' | 'error') => toast.show(message, tone === 'success' ? 'success' : 'error');

  return (
    <>
      <PageHeader title={CAMPAIGN_MESSAGES.title} />
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
                providerName={providerName}
                onCheckout={onCheckout}
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
                    providerName={providerName}
                    isEditing={editingId === campaign.id}
                    onEdit={() => setEditingId(campaign.id)}
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
        <CampaignCreateForm bakeries={bakeries.data ?? []} />
      </section>

      <LinkButton to={paths.dashboard.getHref()} className="campaign-back" variant="secondary">
        {CAMPAIGN_MESSAGES.backToDashboard}
      </LinkButton>
      <Toast {...toast.props} />
    </>
  );
}
