import { isoToParisInput, parisInputToIso, ZAdminPromoInput, type TAdminPromo } from '@fournil/shared';
import { z } from 'zod';
import { centsToEuroInput, euroInputToCents } from './euros';

/**
 * The promo code form as typed: the discount in euros ('12,50'), the dates as Paris wall time,
 * the maximum as text (empty = illimité). Field names are the API's, so that the shared schema's
 * messages and the server's field errors land on the right inputs.
 */
export type TPromoFormValues = {
  code: string;
  discount_cents: string;
  valid_from: string;
  valid_until: string;
  max_uses: string;
  is_active: boolean;
  once_per_account: boolean;
};

/** What was typed → the API body, checked by the shared rules (ZAdminPromoInput) with their messages and field paths. */
export const ZPromoForm = z
  .object({
    code: z.string(),
    discount_cents: z.string(),
    valid_from: z.string(),
    valid_until: z.string(),
    max_uses: z.string(),
    is_active: z.boolean(),
    once_per_account: z.boolean(),
  })
  .transform((values, context) => {
    const parsed = ZAdminPromoInput.safeParse({
      code: values.code,
      discount_cents: euroInputToCents(values.discount_cents),
      valid_from: values.valid_from === '' ? null : parisInputToIso(values.valid_from),
      valid_until: values.valid_until === '' ? null : parisInputToIso(values.valid_until),
      max_uses: values.max_uses.trim() === '' ? null : Number(values.max_uses),
      is_active: values.is_active,
      once_per_account: values.once_per_account,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export function promoFormValues(promo: TAdminPromo | null): TPromoFormValues {
  return {
    code: promo?.code ?? '',
    discount_cents: promo ? centsToEuroInput(promo.discount_cents) : '',
    valid_from: isoToParisInput(promo?.valid_from ?? null),
    valid_until: isoToParisInput(promo?.valid_until ?? null),
    max_uses: promo?.max_uses === null || promo?.max_uses === undefined ? '' : String(promo.max_uses),
    is_active: promo?.is_active ?? true,
    // Checked for a new code: by default an account uses a code once (docs/payments.md).
    once_per_account: promo?.once_per_account ?? true,
  };
}

/** '3 / 10 utilisations', '3 / illimité'. */
export function usesLabel(promo: Pick<TAdminPromo, 'uses' | 'max_uses'>): string {
  return promo.max_uses === null
    ? `${promo.uses} utilisation${promo.uses > 1 ? 's' : ''} / illimité`
    : `${promo.uses} / ${promo.max_uses} utilisations`;
}
