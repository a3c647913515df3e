import { CAMPAIGN_MESSAGES, campaignEtatLabel, publishBlocker, type TBakeryAdStatus, type TCampaign } from '@fournil/shared';
import { useId, useState } from 'react';
import { Badge, Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useDeleteCampaign } from '../api/delete-campaign';
import { usePatchCampaignEtat } from '../api/patch-campaign-etat';

type CampaignRowProps = {
  campaign: TCampaign;
  bakery: TBakeryAdStatus | undefined;
  providerName: string;
  isEditing: boolean;
  onEdit: () => void;
  onMessage: (message: string, tone: 'success' | 'error') => void;
};

function detailOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 ? error.detail : null) ?? fallback;
}

/** One campaign of the table (a card on a phone): état, Publier/Dépublier, Modifier, Supprimer (docs/advertising.md, "The campaign manager screen" and "Publishing"). */
export function CampaignRow({ campaign, bakery, providerName, isEditing, onEdit, onMessage }: CampaignRowProps) {
  const hintId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const etat = usePatchCampaignEtat(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const isActive = campaign.etat === 'active';
  const blocker = bakery ? publishBlocker(campaign, bakery, providerName) : null;
  const label = campaignEtatLabel(campaign.etat);

  function toggle() {
    if (isActive) {
      etat.mutate({ etat: 'brouillon' }, { onSuccess: () => onMessage(CAMPAIGN_MESSAGES.unpublished, 'success'), onError: (error) => onMessage(detailOf(error, CAMPAIGN_MESSAGES.unpublishError), 'error') });
    } else {
      etat.mutate({ etat: 'active' }, { onSuccess: () => onMessage(CAMPAIGN_MESSAGES.published, 'success'), onError: (error) => onMessage(detailOf(error, CAMPAIGN_MESSAGES.publishError), 'error') });
    }
  }

  return (
    <tr className="campaign-row">
      <th scope="row" data-label="Campagne">
        {campaign.nom_campagne}
        <span className="campaign-row__bakery">{bakery?.nom}</span>
      </th>
      <td data-label="État">
        <Badge tone={isActive ? 'success' : label === 'Brouillon' ? 'neutral' : 'warning'}>{label}</Badge>
      </td>
      <td data-label="Statistiques (30 jours)" className="campaign-row__stats">
        {campaign.stats.vues} vue{campaign.stats.vues > 1 ? 's' : ''} · {campaign.stats.clics} clic{campaign.stats.clics > 1 ? 's' : ''}
      </td>
      <td data-label="Actions">
        <div className="campaign-actions">
          {isActive ? (
            <Button size="sm" variant="secondary" onClick={toggle} isLoading={etat.isPending}>
              {CAMPAIGN_MESSAGES.unpublish}
            </Button>
          ) : (
            <Button size="sm" onClick={toggle} isLoading={etat.isPending} disabled={blocker !== null} aria-describedby={blocker ? hintId : undefined} className={blocker ? 'is-greyed' : undefined}>
              {CAMPAIGN_MESSAGES.publish}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onEdit} aria-expanded={isEditing}>
            {CAMPAIGN_MESSAGES.edit}
          </Button>
          {isConfirming ? (
            <span className="campaign-confirm" role="group" aria-label={CAMPAIGN_MESSAGES.deleteConfirm}>
              <span>{CAMPAIGN_MESSAGES.deleteConfirm}</span>
              <Button
                size="sm"
                variant="danger"
                isLoading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => onMessage(CAMPAIGN_MESSAGES.deleted, 'success'),
                    onError: () => {
                      setIsConfirming(false);
                      onMessage(CAMPAIGN_MESSAGES.deleteError, 'error');
                    },
                  })
                }
              >
                {CAMPAIGN_MESSAGES.yes}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
                {CAMPAIGN_MESSAGES.no}
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)}>
              {CAMPAIGN_MESSAGES.remove}
            </Button>
          )}
        </div>
        {blocker ? (
          <p className="campaign-row__blocker" id={hintId}>
            <Badge tone="warning">{blocker.badge}</Badge> {blocker.message}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
