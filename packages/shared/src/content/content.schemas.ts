import { z } from 'zod';
import { FAQ_COLORS } from '../constants.js';

/** `GET /api/pages/{slug}/`. */
export const ZStaticPage = z.object({
  slug: z.string(),
  title: z.string(),
  /** Markdown; rendered and sanitized by the browser. */
  content: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TStaticPage = z.infer<typeof ZStaticPage>;

/** One item of `GET /api/faqs/`. */
export const ZFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  /** HTML; sanitized before display. */
  answer: z.string(),
  color: z.enum(FAQ_COLORS),
  /** Page paths where the FAQ is shown, e.g. '/magister'. */
  destinations: z.array(z.string()),
});
export type TFaq = z.infer<typeof ZFaq>;
