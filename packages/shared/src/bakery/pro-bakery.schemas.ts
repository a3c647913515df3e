// The professional side of bakeries (the owner's and the manager's screens, the bakery's fields,
// its requests and their answers): one set of rules used by the browser form and by the server,
// written in docs/bakery-management.md.
import { z } from 'zod';
import { DESCRIPTION_COURTE_MAX, MAX_SERIAL_ID } from '../constants.js';
import { ZHorairesOuvertures, ZJoursOuvertures, emptyWeek } from '../hours/hours.schemas.js';
import { AVAILABILITY_FIELDS, type TAvailabilityField } from './availability-fields.js';
import { LISTING_DETAIL_KEYS, ZAvailabilityFlags, ZBakeryImage, ZPublicBakery, type TAvailabilityFlags } from './bakery.schemas.js';
import { withDe } from '../format/with-preposition.js';

/** Every French text of the bakery screens and their API answers (docs/bakery-management.md, "The screens"), word for word. */
export const BAKERY_MESSAGES = {
  loadError: 'Erreur lors du chargement des boulangeries',
  saveError: 'Erreur lors de la sauvegarde',
  createError: 'Erreur lors de la création',
  created: 'Boulangerie créée avec succès !',
  saved: 'Modifications enregistrées !',
  deleted: 'Boulangerie supprimée !',
  deleteError: 'Erreur lors de la suppression',
  deleteConfirm: 'Supprimer cette boulangerie ?',
  removeManagerError: 'Erreur lors de la suppression du responsable',
  breadToggleError: 'Erreur lors du changement de disponibilité du pain.',
  toggleError: 'Erreur lors du changement.',
  empty: "Vous n'avez aucune boulangerie enregistrée.",
  noLogo: 'Pas de logo disponible',
  coordinatesRequired: "Veuillez d'abord renseigner les coordonnées.",
  addressFromCoordinatesNotFound: 'Adresse introuvable à partir de ces coordonnées.',
  coordinatesFromAddressNotFound: "Adresse non trouvée ! Essayez d'être plus précis.",
  geocodeMismatch: 'L’adresse trouvée ne correspond pas à la ville ou au code postal saisis : vérifiez l’adresse.',
  inviteError: "Erreur lors de l'envoi de l'invitation.",
  inviteSent: (email: string) => `Invitation envoyée à ${email}.`,
  inviteEmailRequired: 'Merci de renseigner un email.',
  inviteBakeryFirst: "Merci de créer la boulangerie avant d'inviter un responsable.",
  notAuthorized: 'Non autorisé',
  sirenRequired: 'Vous devez vérifier votre SIREN pour accéder à cette fonctionnalité',
  notFound: 'Boulangerie introuvable.',
  geolocationUnsupported: "La géolocalisation n'est pas supportée par ce navigateur.",
  geolocationFailed: 'Impossible de récupérer la position.',
  duplicateMonday: 'Dupliquer horaires Lundi',
  managerViewTitle: 'Boulangeries dont je suis responsable',
  managerViewEmpty: "Vous n'êtes responsable d'aucune boulangerie.",
  noManager: 'Aucun',
  tooManyImages: 'Une boulangerie a 5 photos au plus.',
  unknownImage: 'Photo inconnue pour cette boulangerie.',
  unknownManager: 'Ce responsable ne fait pas partie de vos responsables.',
  nothingToChange: 'Aucune modification à enregistrer.',
  notOnMap: "Cette boulangerie n'apparaît pas encore sur la carte",
  notOnMapFix: 'Son adresse n’a pas pu être localisée : vérifiez l’adresse ou placez-la vous-même sur la carte.',
  fixLocation: 'Corriger la position',
  approximatePosition: 'position approximative (centre de la commune)',
  positionToConfirm: 'Position à confirmer',
  positionToConfirmHint:
    'Sa position n’est qu’approximative (le centre de la commune ou de l’arrondissement) : les visiteurs ne la verront qu’une fois le repère placé sur la boutique.',
  placeOnMap: 'Placer sur la carte',
  confirmPosition: 'Confirmer la position',
  positionConfirmed: 'Position enregistrée : la boulangerie apparaît sur la carte.',
} as const;

/** Field errors of the bakery form (our own wording; the rules: docs/bakery-management.md, "Field rules"). */
export const BAKERY_FIELD_MESSAGES = {
  nomRequired: 'Le nom est obligatoire.',
  adresseRequired: 'L’adresse est obligatoire.',
  villeRequired: 'La ville est obligatoire.',
  codePostal: 'Code postal invalide : 5 chiffres (ex. 75004).',
  telephone: 'Numéro de téléphone invalide.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  latitude: 'Latitude invalide : entre -90 et 90.',
  longitude: 'Longitude invalide : entre -180 et 180.',
  coordinatesPair: 'Renseignez la latitude et la longitude, ou aucune des deux.',
  boolean: 'Valeur invalide : true ou false.',
  json: 'JSON invalide.',
  responsable: 'Responsable invalide.',
} as const;

/** Upload rules of the logo (docs/bakery-management.md, "Images") and of the shop photos (same checks, up to 5). */
export const LOGO_MESSAGES = {
  type: 'Type de fichier non supporté. Types acceptés: JPG, PNG, GIF, WebP',
  size: "L'image ne doit pas dépasser 1 Mo",
  none: 'Aucun fichier sélectionné',
  unreadable: 'Image illisible ou trop grande.',
  photoSize: 'Une photo ne doit pas dépasser 2 Mo',
} as const;
/** Shop photos (`images`) come from phone cameras: 2 MB each, checked and re-encoded like the logo. */
export const BAKERY_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The `accept` attribute of the file inputs. */
export const IMAGE_ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';
/** Decoded images above this many pixels are refused before decoding (a 1 MB file can hide a huge bitmap). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** JPEG quality of the browser crop and of the server re-encoding (docs/bakery-management.md, "Images"). */
export const LOGO_JPEG_QUALITY = 0.9;
/** Default logo, served by the web app, when a bakery has none (docs/bakery-management.md, "The screens"). */
export const DEFAULT_LOGO_PATH = '/default-logo.svg';

/** Metropolitan France and overseas departments: 01000–98999 (Corsica uses 20xxx). */
const FRENCH_POSTCODE = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/;
/** Digits, spaces, dots, hyphens, parentheses and one leading +, 6 to 20 characters. */
const PHONE = /^\+?[0-9 .()-]{6,20}$/;

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, BAKERY_FIELD_MESSAGES.tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, BAKERY_FIELD_MESSAGES.tooLong(max));

/**
 * Fields of the bakery form, as typed values (JSON). The creation and edit requests are multipart
 * (docs/bakery-management.md, "Requests"): ZBakeryMultipart reads them from the text parts and then
 * applies these same rules.
 */
export const ZBakeryFields = z
  .object({
    nom: requiredText(200, BAKERY_FIELD_MESSAGES.nomRequired),
    adresse_postale: requiredText(255, BAKERY_FIELD_MESSAGES.adresseRequired),
    ville: requiredText(100, BAKERY_FIELD_MESSAGES.villeRequired),
    code_postal_boulangerie: z
      .string({ error: BAKERY_FIELD_MESSAGES.codePostal })
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(FRENCH_POSTCODE, BAKERY_FIELD_MESSAGES.codePostal)),
    telephone_boulangerie: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE.test(value), BAKERY_FIELD_MESSAGES.telephone),
    latitude: z
      .number({ error: BAKERY_FIELD_MESSAGES.latitude })
      .min(-90, BAKERY_FIELD_MESSAGES.latitude)
      .max(90, BAKERY_FIELD_MESSAGES.latitude)
      .nullable(),
    longitude: z
      .number({ error: BAKERY_FIELD_MESSAGES.longitude })
      .min(-180, BAKERY_FIELD_MESSAGES.longitude)
      .max(180, BAKERY_FIELD_MESSAGES.longitude)
      .nullable(),
    description_courte: optionalText(DESCRIPTION_COURTE_MAX),
    presentation: optionalText(5000),
    motduboulanger: optionalText(2000),
    publicite: z.boolean({ error: BAKERY_FIELD_MESSAGES.boolean }),
    ...ZAvailabilityFlags.shape,
    jours_ouvertures: ZJoursOuvertures,
    horaires_ouvertures: ZHorairesOuvertures,
    /** Id of the manager (one of this owner's managers), or null. */
    responsable: z
      .number({ error: BAKERY_FIELD_MESSAGES.responsable })
      .int(BAKERY_FIELD_MESSAGES.responsable)
      .positive(BAKERY_FIELD_MESSAGES.responsable)
      .max(MAX_SERIAL_ID, BAKERY_FIELD_MESSAGES.responsable)
      .nullable(),
  })
  .strict();
export type TBakeryFields = z.infer<typeof ZBakeryFields>;
export type TBakeryFieldsInput = z.input<typeof ZBakeryFields>;

/** An empty bakery, every day closed: the creation form's starting values, and what a creation may leave out. */
export function emptyBakeryFields(): TBakeryFields {
  return {
    nom: '',
    adresse_postale: '',
    ville: '',
    code_postal_boulangerie: '',
    telephone_boulangerie: '',
    latitude: null,
    longitude: null,
    description_courte: '',
    presentation: '',
    motduboulanger: '',
    publicite: false,
    disponibilite_pain: false,
    disponibilite_cafe: false,
    disponibilite_croissant: false,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    ...emptyWeek(),
    responsable: null,
  };
}

/** Both coordinates or neither (a bakery without coordinates is not on the map). */
function checkCoordinatesPair(value: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx): void {
  const hasLat = value.latitude !== undefined && value.latitude !== null;
  const hasLng = value.longitude !== undefined && value.longitude !== null;
  if (value.latitude === undefined && value.longitude === undefined) return;
  if (hasLat !== hasLng)
    ctx.addIssue({ code: 'custom', message: BAKERY_FIELD_MESSAGES.coordinatesPair, path: [hasLat ? 'longitude' : 'latitude'] });
}

/** Creation: every field; nom, adresse, ville and code postal required (docs/bakery-management.md, "Requests"). */
export const ZBakeryCreate = ZBakeryFields.superRefine(checkCoordinatesPair);
/** Edit: any subset of the fields, each with the same rules (nom, adresse, ville never blank). */
export const ZBakeryUpdate = ZBakeryFields.partial().superRefine(checkCoordinatesPair);
export type TBakeryUpdate = z.infer<typeof ZBakeryUpdate>;

// ---------------------------------------------------------------- multipart encoding

/** Text parts that hold JSON (`jours_ouvertures` and `horaires_ouvertures` as JSON: docs/bakery-management.md, "Requests"). */
export const BAKERY_JSON_PARTS = ['jours_ouvertures', 'horaires_ouvertures'] as const;
export const BAKERY_BOOLEAN_PARTS = ['publicite', ...AVAILABILITY_FIELDS] as const;
export const BAKERY_NUMBER_PARTS = ['latitude', 'longitude'] as const;
/** File parts: `image_logo_main` (one), `images` (shop photos, repeated). */
export const BAKERY_FILE_PARTS = ['image_logo_main', 'images'] as const;
/** Edit-only text parts: `delete_logo='true'` removes the logo; `delete_images` is a JSON array of photo ids. */
export const BAKERY_EDIT_PARTS = ['delete_logo', 'delete_images'] as const;

/**
 * Encodes typed bakery fields as multipart text parts: booleans as 'true'/'false', numbers as
 * decimal strings, null as '', the two week maps as JSON. Used by the browser (FormData) and tests.
 */
export function encodeBakeryParts(fields: Partial<TBakeryFieldsInput>): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) parts[key] = '';
    else if (typeof value === 'object') parts[key] = JSON.stringify(value);
    else parts[key] = String(value);
  }
  return parts;
}

/**
 * Reads multipart text parts back into typed values (the inverse of encodeBakeryParts), before
 * ZBakeryCreate / ZBakeryUpdate apply the rules. A value that cannot be read is kept as the raw
 * string, so the rule then refuses it with the field's French message.
 */
export function decodeBakeryParts(parts: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(parts)) {
    if ((BAKERY_JSON_PARTS as readonly string[]).includes(key)) {
      try {
        out[key] = JSON.parse(raw);
      } catch {
        out[key] = raw;
      }
    } else if ((BAKERY_BOOLEAN_PARTS as readonly string[]).includes(key)) {
      out[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
    } else if ((BAKERY_NUMBER_PARTS as readonly string[]).includes(key) || key === 'responsable') {
      const trimmed = raw.trim();
      if (trimmed === '' || trimmed === 'null') out[key] = null;
      else out[key] = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : raw;
    } else {
      out[key] = raw;
    }
  }
  return out;
}

// ---------------------------------------------------------------- JSON patches

function oneFlag(field: TAvailabilityField) {
  return z.object({ [field]: z.boolean({ error: BAKERY_FIELD_MESSAGES.boolean }) }).strict() as z.ZodType<
    Partial<Record<TAvailabilityField, boolean>>
  >;
}
const [firstFlag, ...otherFlags] = AVAILABILITY_FIELDS.map(oneFlag) as [ReturnType<typeof oneFlag>, ...ReturnType<typeof oneFlag>[]];

/** `PATCH /api/cotepro/ma-boulangerie-responsable/{id}/`: exactly one availability flag (docs/bakery-management.md, "Requests"). */
export const ZAvailabilityPatch = z.union([firstFlag, ...otherFlags]);
export type TAvailabilityPatch = Partial<Record<TAvailabilityField, boolean>>;

export const OPENING_DEFAULTS_MESSAGE = 'Valeurs à l’ouverture invalides : cinq indicateurs, chacun true ou false.';

/**
 * The bakery's opening defaults (docs/availability.md, "Reset at opening"): the five flags it has at
 * each opening after a closed period. Set by the owner only; bread available unless said otherwise.
 */
export const ZOpeningDefaults = z.strictObject(
  Object.fromEntries(AVAILABILITY_FIELDS.map((field) => [field, z.boolean({ error: OPENING_DEFAULTS_MESSAGE })])) as Record<
    TAvailabilityField,
    z.ZodBoolean
  >,
  { error: OPENING_DEFAULTS_MESSAGE },
);
export type TOpeningDefaults = TAvailabilityFlags;

/** A bakery created without saying: bread at each opening, nothing else. */
export const DEFAULT_OPENING_DEFAULTS: TOpeningDefaults = {
  disponibilite_pain: true,
  disponibilite_cafe: false,
  disponibilite_croissant: false,
  disponibilite_sandwich: false,
  disponibilite_bio: false,
};

/** `{disponibilites_ouverture}`: the owner sets the opening defaults (all five at once). */
export const ZOpeningDefaultsPatch = z.object({ disponibilites_ouverture: ZOpeningDefaults }).strict();

/**
 * `{position: {latitude, longitude}}`: the owner places or confirms the pin; the position is then the
 * owner's own, no longer approximate (docs/bakery-management.md, "Approximate positions").
 */
export const ZPositionPatch = z
  .object({
    position: z.strictObject(
      {
        latitude: ZBakeryFields.shape.latitude.unwrap(),
        longitude: ZBakeryFields.shape.longitude.unwrap(),
      },
      { error: BAKERY_FIELD_MESSAGES.coordinatesPair },
    ),
  })
  .strict();
export type TPositionPatch = z.infer<typeof ZPositionPatch>;

/**
 * `PATCH /api/cotepro/ma-boulangerie/{id}/` JSON: exactly one availability flag, or `{responsable}`, or
 * `{disponibilites_ouverture}`, or `{position}` (docs/bakery-management.md, "Requests").
 */
export const ZBakeryJsonPatch = z.union([
  z.object({ responsable: ZBakeryFields.shape.responsable }).strict(),
  ZOpeningDefaultsPatch,
  ZPositionPatch,
  firstFlag,
  ...otherFlags,
]);
export type TBakeryJsonPatch =
  { responsable: number | null } | { disponibilites_ouverture: TOpeningDefaults } | TPositionPatch | TAvailabilityPatch;

// ---------------------------------------------------------------- responses

/**
 * A bakery as its owner or manager sees it (docs/bakery-management.md, "Who may do what"): the
 * public fields plus `publicite`, `proprietaire {id}`, `responsable {id}` and `responsable_obj
 * {email}` (null without a manager). Its flags are booleans (an owner's flags always have a time) and it
 * leaves out what the public detail says of a listing (docs/open-data.md, "Listings on the public surfaces").
 */
export const ZProBakery = ZPublicBakery.omit({ ...LISTING_DETAIL_KEYS, signalements: true }).extend({
  ...ZAvailabilityFlags.shape,
  adresse: z.string(),
  publicite: z.boolean(),
  images: z.array(ZBakeryImage),
  proprietaire: z.object({ id: z.number().int() }),
  responsable: z.object({ id: z.number().int() }).nullable(),
  responsable_obj: z.object({ email: z.string() }).nullable(),
  /**
   * The coordinates are a commune centre found by the offline gazetteer, not the shop's address
   * (docs/bakery-management.md, "Position on the map").
   */
  position_approximative: z.boolean(),
  /** The flags at each opening after a closed period (docs/availability.md, "Reset at opening"). */
  disponibilites_ouverture: ZAvailabilityFlags,
});
export type TProBakery = z.infer<typeof ZProBakery>;

/** `GET /api/utilisateurs/responsables/`: managers who accepted an invitation from this owner. */
export const ZManagerCandidate = z.object({ id: z.number().int(), email: z.string(), username: z.string() });
export type TManagerCandidate = z.infer<typeof ZManagerCandidate>;

// ---------------------------------------------------------------- invitations

export const INVITATION_MESSAGES = {
  sent: BAKERY_MESSAGES.inviteSent,
  accepted: (nom: string) => `Vous êtes maintenant responsable ${withDe(nom)}.`,
  notFound: 'Invitation introuvable.',
  expired: 'Cette invitation a expiré. Demandez au propriétaire de vous en envoyer une nouvelle.',
  used: 'Cette invitation a déjà été utilisée.',
  wrongAccount: (email: string) => `Cette invitation a été envoyée à ${email} : connectez-vous avec ce compte pour l’accepter.`,
  ownerCannotManage: 'Vous ne pouvez pas être responsable de votre propre boulangerie.',
  cancelled: 'Cette invitation a été annulée par le propriétaire de la boulangerie.',
  cancelDone: 'Invitation annulée.',
  candidateNotFound: 'Responsable introuvable.',
  candidateStillManaging: 'Ce responsable gère encore une de vos boulangeries : retirez-le d’abord de cette boulangerie.',
  candidateRemoved: 'Responsable retiré de votre liste.',
  left: (nom: string) => `Vous n’êtes plus responsable ${withDe(nom)}.`,
  registerWithInvitedEmail: (email: string) => `Cette invitation a été envoyée à ${email} : inscrivez-vous avec cette adresse.`,
} as const;
/** An invitation link is valid this long (docs/bakery-management.md, "Managers and invitations"). */
export const INVITATION_TTL_DAYS = 7;

/** `POST /api/boulangeries/inviter-responsable/`. Its messages: docs/bakery-management.md, "The screens". */
export const ZInviteManagerRequest = z
  .object({
    email: z
      .string({ error: BAKERY_MESSAGES.inviteEmailRequired })
      .trim()
      .min(1, BAKERY_MESSAGES.inviteEmailRequired)
      .max(254, BAKERY_FIELD_MESSAGES.tooLong(254))
      .pipe(z.email('Adresse e-mail invalide.')),
    boulangerie_id: z
      .number({ error: BAKERY_MESSAGES.inviteBakeryFirst })
      .int(BAKERY_MESSAGES.inviteBakeryFirst)
      .positive(BAKERY_MESSAGES.inviteBakeryFirst)
      .max(MAX_SERIAL_ID, BAKERY_MESSAGES.inviteBakeryFirst),
  })
  .strict();
export type TInviteManagerRequest = z.infer<typeof ZInviteManagerRequest>;

/**
 * `GET /api/invitations/{token}/` (public): what the acceptance screen shows before acting. The
 * invited address is shown masked (`j***@exemple.fr`), so a leaked link reveals no full address.
 */
export const ZInvitationPreview = z.object({
  boulangerie: z.object({ id: z.number().int(), nom: z.string(), ville: z.string() }),
  email_masque: z.string(),
  /** The invited address in full while the link can be used (statut `valide`): the registration form locks it. */
  email: z.string().nullable(),
  expire_le: z.iso.datetime({ offset: true }),
  statut: z.enum(['valide', 'expiree', 'utilisee', 'annulee']),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** `POST /api/invitations/{token}/accepter/` (signed in as the invited address). */
export const ZInvitationAccepted = z.object({ detail: z.string(), boulangerie: z.object({ id: z.number().int(), nom: z.string() }) });
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;

/**
 * `GET /api/boulangeries/invitations/`: the owner's pending invitations (not used, not expired, not
 * cancelled), newest first, with the address the owner typed.
 */
export const ZPendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  boulangerie: z.object({ id: z.number().int(), nom: z.string() }),
  envoyee_le: z.iso.datetime({ offset: true }),
  expire_le: z.iso.datetime({ offset: true }),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

export const ZInvitationTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, INVITATION_MESSAGES.notFound) });
