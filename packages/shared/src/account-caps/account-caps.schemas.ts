// Caps per account (docs/bakery-management.md, "Caps per account"; docs/back-office.md, "Account
// limits"): how many bakeries an account may own and how many images it may have stored, the
// defaults and the limits staff set for one account, shared by the server and the browser.
import { z } from 'zod';
import { ACCOUNT_MAX_IMAGES, OWNER_MAX_BAKERIES } from '../constants.js';
import { formatCount } from '../format/format-count.js';

/** The two caps, by their API names. */
export const ACCOUNT_CAP_KINDS = ['bakeries', 'uploads'] as const;
export type TAccountCapKind = (typeof ACCOUNT_CAP_KINDS)[number];

export const ACCOUNT_CAP_DEFAULTS: Record<TAccountCapKind, number> = { bakeries: OWNER_MAX_BAKERIES, uploads: ACCOUNT_MAX_IMAGES };

/**
 * The highest limit staff may set: far above any real business, low enough that a typo (a few
 * zeros too many) is refused rather than stored.
 */
export const ACCOUNT_CAP_MAX: Record<TAccountCapKind, number> = { bakeries: 10_000, uploads: 100_000 };

/** The effective limit: the account's own when staff set one, else the default. */
export function effectiveCap(kind: TAccountCapKind, override: number | null): number {
  return override ?? ACCOUNT_CAP_DEFAULTS[kind];
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count > 1 ? many : one}`;

export const ACCOUNT_CAP_MESSAGES = {
  /** 409 on `POST /api/cotepro/mes-boulangeries/`, and the owner's screen at the cap. */
  bakeries: (limit: number) =>
    `Vous avez atteint le nombre maximal de boulangeries (${formatCount(limit)}). Écrivez-nous pour l’augmenter.`,
  /** 409 on every request that would store images past the account's cap. */
  uploads: (limit: number, used: number) =>
    `Votre compte ne peut pas enregistrer plus de ${formatCount(limit)} images (logos, photos et images de campagne ; ${formatCount(used)} déjà enregistrées). ` +
    'Supprimez-en ou écrivez-nous pour augmenter la limite.',
  bakeriesLimit: `Limite de boulangeries invalide : un entier de 0 à ${formatCount(ACCOUNT_CAP_MAX.bakeries)}, ou vide pour la valeur par défaut.`,
  uploadsLimit: `Limite d’images invalide : un entier de 0 à ${formatCount(ACCOUNT_CAP_MAX.uploads)}, ou vide pour la valeur par défaut.`,
  nothingToChange: 'Indiquez au moins une limite à changer.',
  /** « 3 boulangeries sur 50 ». */
  bakeriesUsage: (used: number, limit: number) => `${plural(used, 'boulangerie', 'boulangeries')} sur ${formatCount(limit)}`,
  /** « 12 images sur 600 ». */
  uploadsUsage: (used: number, limit: number) => `${plural(used, 'image', 'images')} sur ${formatCount(limit)}`,
} as const;

const ZCapUsage = z.object({
  /** Bakeries owned, or images stored, now. */
  used: z.number().int(),
  /** The limit that applies: `override`, else the default. */
  limit: z.number().int(),
  /** The limit staff set for this account; null: the default applies. */
  override: z.number().int().nullable(),
});

/** `GET /api/cotepro/mes-limites/`, `GET` and `PATCH /api/admin/users/{id}/limits/`. */
export const ZAccountCaps = z.object({ bakeries: ZCapUsage, uploads: ZCapUsage });
export type TAccountCaps = z.infer<typeof ZAccountCaps>;

const capLimit = (kind: TAccountCapKind, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(ACCOUNT_CAP_MAX[kind], message).nullable().optional();

/** `PATCH /api/admin/users/{id}/limits/`: a limit for this account, or null to go back to the default; a key left out is unchanged. */
export const ZAccountCapsPatch = z
  .object({
    bakeries: capLimit('bakeries', ACCOUNT_CAP_MESSAGES.bakeriesLimit),
    uploads: capLimit('uploads', ACCOUNT_CAP_MESSAGES.uploadsLimit),
  })
  .refine((patch) => patch.bakeries !== undefined || patch.uploads !== undefined, { message: ACCOUNT_CAP_MESSAGES.nothingToChange });
export type TAccountCapsPatch = z.infer<typeof ZAccountCapsPatch>;
