import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from './campaign-messages.js';
import { CAMPAIGN_FIELD_MESSAGES, ZCampaignCreate, ZCampaignEtatPatch, campaignEtatLabel, publishBlocker } from './campaigns.schemas.js';

describe('campaign rules', () => {
  it('requires the bakery, the name and the formule, and accepts only web addresses', () => {
    const result = ZCampaignCreate.safeParse({ boulangerie: '', nom_campagne: ' ', url_site_boulanger: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      boulangerie: CAMPAIGN_FIELD_MESSAGES.boulangerieRequired,
      nom_campagne: CAMPAIGN_FIELD_MESSAGES.nomRequired,
      formule: CAMPAIGN_FIELD_MESSAGES.formuleRequired,
      url_site_boulanger: CAMPAIGN_FIELD_MESSAGES.url,
    });
    expect(ZCampaignCreate.parse({ boulangerie: '4', nom_campagne: 'Galette', formule: 'payante' })).toEqual({ boulangerie: 4, nom_campagne: 'Galette', description: '', formule: 'payante', url_site_boulanger: '' });
    expect(ZCampaignCreate.safeParse({ boulangerie: 4, nom_campagne: 'G', formule: 'payante', url_site_boulanger: 'https://aubonpain.fr/offre' }).success).toBe(true);
  });

  it('publishes or unpublishes only', () => {
    expect(ZCampaignEtatPatch.safeParse({ etat: 'terminee' }).success).toBe(false);
    expect(ZCampaignEtatPatch.parse({ etat: 'active' })).toEqual({ etat: 'active' });
  });

  it('shows any other state as Terminée', () => {
    expect(['active', 'brouillon', 'terminee', 'autre'].map(campaignEtatLabel)).toEqual(['Active', 'Brouillon', 'Terminée', 'Terminée']);
  });

  it('blocks publishing when unpaid first, then when another campaign is active', () => {
    const draft = { id: 1, etat: 'brouillon' };
    expect(publishBlocker(draft, { paid_this_month: false, has_active_campaign: true })).toEqual({
      badge: 'Paiement requis',
      message: "Le paiement du mois n'est pas à jour pour cette boulangerie.",
    });
    expect(publishBlocker(draft, { paid_this_month: true, has_active_campaign: true })).toEqual({ badge: 'Déjà une campagne active', message: CAMPAIGN_MESSAGES.alreadyActive });
    expect(publishBlocker(draft, { paid_this_month: true, has_active_campaign: false })).toBeNull();
    expect(publishBlocker({ id: 2, etat: 'active' }, { paid_this_month: false, has_active_campaign: true })).toBeNull();
  });
});
