import { AD_OFFER_MESSAGES } from '@fournil/shared';
import { useId } from 'react';
import './ad-offer-explainer.css';

/**
 * Before any advertising payment, on one screen: both fees, what a campaign gets (where it is shown)
 * and what a promo code applies to (docs/payments.md, "The offer, before any payment"). Texts and
 * amounts come from the shared constants, money written by the shared formatter.
 */
export function AdOfferExplainer() {
  const titleId = useId();
  return (
    <section className="ad-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-offer__title">
        {AD_OFFER_MESSAGES.title}
      </h2>
      <h3 className="ad-offer__subtitle">{AD_OFFER_MESSAGES.feesTitle}</h3>
      <ul className="ad-offer__list">
        <li>{AD_OFFER_MESSAGES.accessFee}</li>
        <li>{AD_OFFER_MESSAGES.publicationFee}</li>
      </ul>
      <h3 className="ad-offer__subtitle">{AD_OFFER_MESSAGES.getsTitle}</h3>
      <ul className="ad-offer__list">
        <li>{AD_OFFER_MESSAGES.getsBakeryPage}</li>
        <li>{AD_OFFER_MESSAGES.getsSponsored}</li>
        <li>{AD_OFFER_MESSAGES.getsStats}</li>
      </ul>
      <h3 className="ad-offer__subtitle">{AD_OFFER_MESSAGES.promoTitle}</h3>
      <ul className="ad-offer__list">
        <li>{AD_OFFER_MESSAGES.promoOneOff}</li>
        <li>{AD_OFFER_MESSAGES.promoSubscription}</li>
        <li>{AD_OFFER_MESSAGES.promoNotPublication}</li>
      </ul>
    </section>
  );
}
