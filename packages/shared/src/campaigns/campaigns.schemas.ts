// Ad campaigns (the campaign manager's forms, the campaign as its owner sees it, publishing). One
// set of rules for the browser forms and the server, written in docs/advertising.md.
import { z } from 'zod';
import { CAMPAIGN_MAX_IMAGES, MAX_SERIAL_ID } from '../constants.js';
import { ZCampaignImage, ZNearbyQuery } from '../bakery/bakery.schemas.js';
import { CAMPAIGN_MESSAGES } from './campaign-messages.js';
import { isWebsiteUrl, normaliseWebsiteUrl } from '../web/website-url.js';

export const CAMPAIGN_FIELD_MESSAGES = {
  boulangerieRequired: 'Choisissez une boulangerie.',
  nomRequired: 'Le nom de la campagne est obligatoire.',
  formuleRequired: 'Choisissez une formule.',
  url: 'Adresse de site invalide : écrivez par exemple www.boulangerie.fr.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  etat: 'État invalide : active ou brouillon.',
  endsOn: 'Date de fin invalide (format AAAA-MM-JJ).',
  endsOnPast: 'La date de fin est déjà passée.',
} as const;

export const CAMPAIGN_NOM_MAX = 200;
export const CAMPAIGN_DESCRIPTION_MAX = 2000;
export const CAMPAIGN_URL_MAX = 500;
/** Campaign images: as heavy as shop photos (2 MB), shown 9:16 (docs/advertising.md, "Images"). */
export const CAMPAIGN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The formule options (the product sells one kind of campaign: docs/advertising.md, "Validation"). */
export const CAMPAIGN_FORMULES = [{ value: 'payante', label: 'Payante' }] as const;
export const CAMPAIGN_ETATS = ['brouillon', 'active', 'terminee'] as const;
export type TCampaignEtat = (typeof CAMPAIGN_ETATS)[number];

/** How each state is shown (docs/advertising.md, "Publishing": any state other than brouillon or active shows as Terminée). */
export function campaignEtatLabel(etat: string): 'Active' | 'Brouillon' | 'Terminée' {
  if (etat === 'active') return 'Active';
  if (etat === 'brouillon') return 'Brouillon';
  return 'Terminée';
}

const ZNom = z
  .string({ error: CAMPAIGN_FIELD_MESSAGES.nomRequired })
  .trim()
  .min(1, CAMPAIGN_FIELD_MESSAGES.nomRequired)
  .max(CAMPAIGN_NOM_MAX, CAMPAIGN_FIELD_MESSAGES.tooLong(CAMPAIGN_NOM_MAX));
const ZDescription = z.string().trim().max(CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_FIELD_MESSAGES.tooLong(CAMPAIGN_DESCRIPTION_MAX));
const ZFormule = z.enum(['payante'], { error: CAMPAIGN_FIELD_MESSAGES.formuleRequired });

/**
 * A web address (http or https) or nothing; `www.boulangerie.fr` is taken as
 * `https://www.boulangerie.fr` (web/website-url.ts).
 */
export const ZCampaignUrl = z
  .string()
  .transform(normaliseWebsiteUrl)
  .pipe(
    z
      .string()
      .max(CAMPAIGN_URL_MAX, CAMPAIGN_FIELD_MESSAGES.tooLong(CAMPAIGN_URL_MAX))
      .refine((value) => value === '' || isWebsiteUrl(value), CAMPAIGN_FIELD_MESSAGES.url),
  );

/** The bakery select's value: a positive id (a form sends it as a string). */
export const ZBoulangerieRef = z.coerce
  .number({ error: CAMPAIGN_FIELD_MESSAGES.boulangerieRequired })
  .int(CAMPAIGN_FIELD_MESSAGES.boulangerieRequired)
  .positive(CAMPAIGN_FIELD_MESSAGES.boulangerieRequired)
  .max(MAX_SERIAL_ID, CAMPAIGN_FIELD_MESSAGES.boulangerieRequired);

/** An optional last day the campaign is shown ('YYYY-MM-DD', Europe/Paris, inclusive), or '' for none. */
export const ZCampaignEndsOn = z.union([z.literal(''), z.iso.date({ error: CAMPAIGN_FIELD_MESSAGES.endsOn })], {
  error: CAMPAIGN_FIELD_MESSAGES.endsOn,
});

/** Create form (docs/advertising.md, "Validation"): bakery, name and formule required; description optional; site URL valid or empty. */
export const ZCampaignCreate = z.object({
  boulangerie: ZBoulangerieRef,
  nom_campagne: ZNom,
  description: ZDescription.default(''),
  formule: ZFormule,
  url_site_boulanger: ZCampaignUrl.default(''),
  ends_on: ZCampaignEndsOn.optional(),
});
export type TCampaignCreate = z.infer<typeof ZCampaignCreate>;
export type TCampaignCreateInput = z.input<typeof ZCampaignCreate>;

/**
 * Edit form (docs/advertising.md, "Validation"): only the fields the owner changed are sent; the name
 * is required when sent, and a description, a site address or an end date the owner emptied is sent
 * as '' and stored empty.
 */
export const ZCampaignUpdate = z.object({
  nom_campagne: ZNom.optional(),
  description: ZDescription.optional(),
  formule: ZFormule.optional(),
  url_site_boulanger: ZCampaignUrl.optional(),
  ends_on: ZCampaignEndsOn.optional(),
});
export type TCampaignUpdate = z.infer<typeof ZCampaignUpdate>;

/** The create and edit forms' text parts, in multipart order. */
export const CAMPAIGN_TEXT_PARTS = [
  'boulangerie',
  'nom_campagne',
  'description',
  'formule',
  'url_site_boulanger',
  'etat',
  'ends_on',
] as const;

/** `PATCH …/{id}/` JSON: publish (`active`) or unpublish (`brouillon`). */
export const ZCampaignEtatPatch = z.strictObject({ etat: z.enum(['active', 'brouillon'], { error: CAMPAIGN_FIELD_MESSAGES.etat }) });
export type TCampaignEtatPatch = z.infer<typeof ZCampaignEtatPatch>;

/** Views and clicks of the last 30 days (docs/advertising.md "Statistics"). */
export const ZCampaignStats = z.object({ vues: z.number().int(), clics: z.number().int(), jours: z.number().int() });
export type TCampaignStats = z.infer<typeof ZCampaignStats>;
export const CAMPAIGN_STATS_DAYS = 30;

/** A campaign as its owner sees it (docs/advertising.md, "Who may do what"). */
export const ZCampaign = z.object({
  id: z.number().int(),
  boulangerie: z.number().int(),
  nom_campagne: z.string(),
  description: z.string(),
  formule: z.string(),
  url_site_boulanger: z.string(),
  etat: z.string(),
  /** The last day shown, 'YYYY-MM-DD', or null. */
  ends_on: z.string().nullable(),
  images: z.array(ZCampaignImage).max(CAMPAIGN_MAX_IMAGES),
  stats: ZCampaignStats,
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** `GET /api/regiepub/boulangeries/`: the owner's bakeries with their advertising status. */
export const ZBakeryAdStatus = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  paid_this_month: z.boolean(),
  has_active_campaign: z.boolean(),
  /** The monthly publication renews by itself (a subscription for this bakery is running). */
  subscription_active: z.boolean(),
});
export type TBakeryAdStatus = z.infer<typeof ZBakeryAdStatus>;

/** Path parameters of the campaign routes. */
const ID_MESSAGE = 'Identifiant invalide.';
const ZId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_SERIAL_ID, ID_MESSAGE);
export const ZCampaignIdParam = z.object({ id: ZId });
export const ZCampaignImageParams = z.object({ id: ZId, imageId: ZId });

/** Why the Publier button is disabled, if it is (docs/advertising.md, "Publishing"): the badge and the message to show. */
export function publishBlocker(
  campaign: Pick<TCampaign, 'id' | 'etat'>,
  bakery: Pick<TBakeryAdStatus, 'paid_this_month' | 'has_active_campaign'>,
): { badge: string; message: string } | null {
  if (campaign.etat === 'active') return null;
  if (!bakery.paid_this_month) return { badge: CAMPAIGN_MESSAGES.badgePaymentRequired, message: CAMPAIGN_MESSAGES.paymentNotCurrent };
  if (bakery.has_active_campaign) return { badge: CAMPAIGN_MESSAGES.badgeAlreadyActive, message: CAMPAIGN_MESSAGES.alreadyActive };
  return null;
}

/** `GET /api/regiepub/campagnes-sponsorisees/?lat=&lng=`: the searched centre of the home list. */
export const ZSponsoredQuery = ZNearbyQuery.pick({ lat: true, lng: true });
export type TSponsoredQuery = z.infer<typeof ZSponsoredQuery>;

/**
 * The « Sponsorisé » card of the home list (docs/advertising.md, "Sponsored card"): a published
 * campaign whose bakery is within SPONSORED_RADIUS_KM of the searched centre, at most one.
 */
export const ZSponsoredCampaign = z.object({
  id: z.number().int(),
  nom_campagne: z.string(),
  description: z.string(),
  /** The campaign's first image, or null. */
  image: z.string().nullable(),
  boulangerie: z.object({ id: z.number().int(), nom: z.string(), ville: z.string(), distance_km: z.number() }),
});
export type TSponsoredCampaign = z.infer<typeof ZSponsoredCampaign>;
