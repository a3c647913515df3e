import type { TBakeryAdStatus, TCampaign } from '@fournil/shared';

/**
 * A draft whose only obstacle is its bakery's unpaid month (docs/advertising.md, "Publish on
 * payment"): its « Payer 15,00 € et publier » is then the one way to pay that month. An end date
 * already past makes it `terminee` on the server's answers, so the state says it all.
 */
export function canPayAndPublish(campaign: Pick<TCampaign, 'boulangerie' | 'etat'>, bakery: TBakeryAdStatus | undefined): boolean {
  return (
    bakery !== undefined &&
    campaign.boulangerie === bakery.id &&
    campaign.etat === 'brouillon' &&
    !bakery.paid_this_month &&
    !bakery.has_active_campaign
  );
}
