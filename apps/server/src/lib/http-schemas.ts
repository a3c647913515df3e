import { z } from 'zod';

/** `{detail}`: the shape of every non-field error answer. */
export const ZErrorDetail = z.object({ detail: z.string() });
