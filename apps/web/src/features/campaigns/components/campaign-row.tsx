import {
  BAKERY_MONTHLY_FEE_CENTS,
  CAMPAIGN_MESSAGES,
  MY_PAYMENTS_MESSAGES,
  PAYMENT_MESSAGES,
  campaignEtatLabel,
  formatEuros,
  formatDateFr,
  formatMonthFr,
  parisMonthStart,
  publishBlocker,
  type TBakeryAdStatus,
  type TCampaign,
} from '@fournil/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { usePatchCampaignEtat } from '../api/patch-campaign-etat';
import { useMonthPayment } from '../hooks/use-month-payment';
import { canPayAndPublish } from '../lib/can-pay-and-publish';
import { PayDialog } from './pay-dialog';

type CampaignRowProps = {
  campaign: TCampaign;
  bakery: TBakeryAdStatus | undefined;
  /** Leaves for the checkout of the month paid from this campaign (« Payer 15,00 € et publier »). */
  onCheckout: (url: string) => void;
  /** A current advertising access: without it, only Dépublier and Supprimer (docs/advertising.md, "Who may do what"). */
  hasAccess: boolean;
  isEditing: boolean;
  /** Just made by Dupliquer: scrolled to and marked. */
  isHighlighted?: boolean;
  onEdit: () => void;
  onDuplicated: (copy: TCampaign) => void;
  onMessage: (message: string, tone: 'success' | 'error') => void;
};

function detailOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 ? error.detail : null) ?? fallback;
}

/** Active, Brouillon, Terminée; an active campaign whose month is unpaid waits for it (docs/advertising.md, "Unpaid months"). */
function etatText(campaign: TCampaign, bakery: TBakeryAdStatus | undefined): string {
  if (campaign.etat === 'active' && bakery && !bakery.paid_this_month)
    return CAMPAIGN_MESSAGES.activeAwaitingPayment(formatMonthFr(parisMonthStart()));
  return campaignEtatLabel(campaign.etat);
}

/** One campaign of the table (a card on a phone): état, Publier/Dépublier, Modifier, Dupliquer, Supprimer (docs/advertising.md, "The campaign manager screen" and "Publishing"). */
export function CampaignRow({
  campaign,
  bakery,
  onCheckout,
  hasAccess,
  isEditing,
  isHighlighted = false,
  onEdit,
  onDuplicated,
  onMessage,
}: CampaignRowProps) {
  const hintId = useId();
  const ref = useRef<HTMLTableRowElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const etat = usePatchCampaignEtat(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const duplicate = useDuplicateCampaign(campaign.id);
  const [isPaying, setIsPaying] = useState(false);
  const payment = useMonthPayment({ bakeryId: campaign.boulangerie, campaignId: campaign.id, onCheckout });
  const isActive = campaign.etat === 'active';
  const isEnded = campaign.etat === 'terminee';
  const label = campaignEtatLabel(campaign.etat);
  // What greys Publier out, most fundamental first: no access, an ended campaign, then the bakery's state.
  const blocker = !hasAccess
    ? { badge: MY_PAYMENTS_MESSAGES.accessNeeded, message: PAYMENT_MESSAGES.accessRequired }
    : isEnded
      ? { badge: label, message: CAMPAIGN_MESSAGES.ended }
      : bakery
        ? publishBlocker(campaign, bakery)
        : null;
  // Only the month's fee stands in the way: pay it from here, and the campaign is published in the same step.
  const isPayable = hasAccess && canPayAndPublish(campaign, bakery);
  // Nothing worth paying for without an image: the button waits, with the reason next to it.
  const needsImage = isPayable && campaign.images.length === 0;
  const payHintId = `${hintId}-pay`;

  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [isHighlighted]);

  function toggle() {
    if (isActive) {
      etat.mutate(
        { etat: 'brouillon' },
        {
          onSuccess: () => onMessage(CAMPAIGN_MESSAGES.unpublished, 'success'),
          onError: (error) => onMessage(detailOf(error, CAMPAIGN_MESSAGES.unpublishError), 'error'),
        },
      );
    } else {
      etat.mutate(
        { etat: 'active' },
        {
          onSuccess: () => onMessage(CAMPAIGN_MESSAGES.published, 'success'),
          onError: (error) => onMessage(detailOf(error, CAMPAIGN_MESSAGES.publishError), 'error'),
        },
      );
    }
  }

  function copy() {
    duplicate.mutate(undefined, {
      onSuccess: (created) => {
        onMessage(MY_PAYMENTS_MESSAGES.duplicated, 'success');
        onDuplicated(created);
      },
      onError: (error) => onMessage(detailOf(error, MY_PAYMENTS_MESSAGES.duplicateError), 'error'),
    });
  }

  const needsAccess = hasAccess ? undefined : hintId;

  return (
    <tr ref={ref} className={cx('campaign-row', isHighlighted && 'is-highlighted')}>
      <th scope="row" data-label="Campagne">
        {campaign.nom_campagne}
        <span className="campaign-row__bakery">{bakery?.nom}</span>
        {campaign.ends_on ? (
          <span className="campaign-row__bakery">{MY_PAYMENTS_MESSAGES.endsOnShown(formatDateFr(`${campaign.ends_on}T12:00:00Z`))}</span>
        ) : null}
      </th>
      <td data-label="État">
        <Badge
          tone={isActive ? (bakery?.paid_this_month === false ? 'warning' : 'success') : label === 'Brouillon' ? 'neutral' : 'warning'}
        >
          {etatText(campaign, bakery)}
        </Badge>
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
            <Button
              size="sm"
              onClick={toggle}
              isLoading={etat.isPending}
              disabled={blocker !== null}
              aria-describedby={blocker ? hintId : undefined}
              className={blocker ? 'is-greyed' : undefined}
            >
              {CAMPAIGN_MESSAGES.publish}
            </Button>
          )}
          {isPayable && !isPaying ? (
            <Button
              size="sm"
              variant="accent"
              onClick={() => setIsPaying(true)}
              disabled={needsImage}
              aria-describedby={needsImage ? payHintId : undefined}
            >
              {CAMPAIGN_MESSAGES.payAndPublish(formatEuros(BAKERY_MONTHLY_FEE_CENTS))}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={onEdit}
            aria-expanded={isEditing}
            disabled={!hasAccess || isEnded}
            aria-describedby={needsAccess ?? (isEnded ? hintId : undefined)}
          >
            {CAMPAIGN_MESSAGES.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={copy}
            isLoading={duplicate.isPending}
            disabled={!hasAccess}
            aria-describedby={needsAccess}
          >
            {MY_PAYMENTS_MESSAGES.duplicate}
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
        {needsImage ? (
          <p className="campaign-row__blocker" id={payHintId}>
            {CAMPAIGN_MESSAGES.payNeedsImage}
          </p>
        ) : null}
        {isPayable && !needsImage && isPaying && bakery ? (
          <PayDialog
            bakeryName={bakery.nom}
            pendingMode={payment.pendingMode}
            error={payment.error}
            onErrorShown={payment.clearError}
            onPay={payment.pay}
            onCancel={() => {
              setIsPaying(false);
              payment.clearError();
            }}
            isFromCampaign
          />
        ) : null}
      </td>
    </tr>
  );
}
