import { ZAccountCapsPatch, type TAccountCaps } from '@fournil/shared';
import { z } from 'zod';

/**
 * An account's limits as typed in the back-office: each as text, empty for the default. Field
 * names are the API's, so the shared schema's messages and the server's field errors land on the
 * right inputs (docs/back-office.md, "Account limits").
 */
export type TLimitsFormValues = { bakeries: string; uploads: string };

const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** What was typed → the API body, checked by the shared rules (ZAccountCapsPatch) with their messages. */
export const ZLimitsForm = z.object({ bakeries: z.string(), uploads: z.string() }).transform((values, context) => {
  const parsed = ZAccountCapsPatch.safeParse({ bakeries: limitOf(values.bakeries), uploads: limitOf(values.uploads) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** The form as it opens: the account's own limits, empty where the default applies. */
export function limitsFormValues(caps: TAccountCaps): TLimitsFormValues {
  return {
    bakeries: caps.bakeries.override === null ? '' : String(caps.bakeries.override),
    uploads: caps.uploads.override === null ? '' : String(caps.uploads.override),
  };
}
