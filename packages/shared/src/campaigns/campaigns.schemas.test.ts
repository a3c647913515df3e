import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from './campaign-messages.js';
import {
  CAMPAIGN_FIELD_MESSAGES,
  ZCampaignCreate,
  ZCampaignEtatPatch,
  ZCampaignUpdate,
  campaignEtatLabel,
  publishBlocker,
} from './campaigns.schemas.js';

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
    expect(ZCampaignCreate.parse({ boulangerie: '4', nom_campagne: 'Galette', formule: 'payante' })).toEqual({
      boulangerie: 4,
      nom_campagne: 'Galette',
      description: '',
      formule: 'payante',
      url_site_boulanger: '',
    });
    expect(
      ZCampaignCreate.safeParse({ boulangerie: 4, nom_campagne: 'G', formule: 'payante', url_site_boulanger: 'https://aubonpain.fr/offre' })
        .success,
    ).toBe(true);
  });

  it('takes www.boulangerie.fr as https://www.boulangerie.fr, and refuses another scheme', () => {
    const base = { boulangerie: 4, nom_campagne: 'G', formule: 'payante' };
    expect(ZCampaignCreate.parse({ ...base, url_site_boulanger: ' www.boulangerie.fr ' }).url_site_boulanger).toBe(
      'https://www.boulangerie.fr',
    );
    expect(ZCampaignUpdate.parse({ url_site_boulanger: 'boulangerie.fr/galette' }).url_site_boulanger).toBe(
      'https://boulangerie.fr/galette',
    );
    expect(ZCampaignUpdate.parse({ url_site_boulanger: '' }).url_site_boulanger).toBe('');
    for (const url of ['ftp://boulangerie.fr', 'mailto:pain@boulangerie.fr', 'boulangerie']) {
      expect(ZCampaignUpdate.safeParse({ url_site_boulanger: url }).error?.issues[0]?.message).toBe(CAMPAIGN_FIELD_MESSAGES.url);
    }
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
    expect(publishBlocker(draft, { paid_this_month: true, has_active_campaign: true })).toEqual({
      badge: 'Déjà une campagne active',
      message: CAMPAIGN_MESSAGES.alreadyActive,
    });
    expect(publishBlocker(draft, { paid_this_month: true, has_active_campaign: false })).toBeNull();
    expect(publishBlocker({ id: 2, etat: 'active' }, { paid_this_month: false, has_active_campaign: true })).toBeNull();
  });
});
