import { CAMPAIGN_MESSAGES, formatKm, type TSponsoredCampaign } from '@fournil/shared';
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';
import { getSponsoredCampaign } from '../api/get-sponsored-campaign';
import '../sponsored.css';

export type SponsoredCardProps = { centre: { lat: number; lng: number } };

/** The card itself: labelled « Sponsorisé » in text, a link to the bakery page. */
export function SponsoredCardView({ campaign }: { campaign: TSponsoredCampaign }) {
  return (
    <AppLink to={paths.bakery.getHref(campaign.boulangerie.id)} className="sponsored-card" data-testid="sponsored-card">
      <span className="sponsored-card__body">
        <span className="sponsored-card__label">{CAMPAIGN_MESSAGES.sponsored}</span>
        <span className="sponsored-card__name">{campaign.boulangerie.nom}</span>
        <span className="sponsored-card__campaign">{campaign.nom_campagne}</span>
        {campaign.description ? <span className="sponsored-card__text">{campaign.description}</span> : null}
        <span className="sponsored-card__meta">
          {formatKm(campaign.boulangerie.distance_km)} · {campaign.boulangerie.ville}
        </span>
      </span>
      {campaign.image ? <img className="sponsored-card__image" src={campaign.image} alt="" loading="lazy" width={54} height={96} /> : null}
    </AppLink>
  );
}

/**
 * The home list's one sponsored card (docs/advertising.md, "Sponsored card"), asked for once per
 * searched centre; nothing is shown while it loads, when there is none or when the call fails.
 */
export function SponsoredCard({ centre }: SponsoredCardProps) {
  const [campaign, setCampaign] = useState<TSponsoredCampaign | null>(null);
  const { lat, lng } = centre;
  useEffect(() => {
    const controller = new AbortController();
    getSponsoredCampaign({ lat, lng }, controller.signal).then(setCampaign, () => setCampaign(null));
    return () => controller.abort();
  }, [lat, lng]);
  if (!campaign) return null;
  return <SponsoredCardView campaign={campaign} />;
}
