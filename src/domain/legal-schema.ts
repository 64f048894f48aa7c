import { z } from 'zod';
import { EMPTY } from './attendee-schema';
import { LEGAL_SLUGS, type LegalPageView as LegalPageViewShape } from './legal';

/** What staff save for a legal page: a title and the text as Markdown (raw HTML is shown as text). */
export const LegalPageUpdate = z.object({
  title: z
    .string()
    .trim()
    .min(1, `Titel ${EMPTY}`)
    .max(120, 'Titel ist zu lang (höchstens 120 Zeichen).'),
  markdown: z
    .string()
    .trim()
    .min(1, `Text ${EMPTY}`)
    .max(100_000, 'Text ist zu lang (höchstens 100.000 Zeichen).'),
});
export type LegalPageForm = z.input<typeof LegalPageUpdate>;

export const LegalPageView = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string().nullable(),
  placeholder: z.boolean(),
}) satisfies z.ZodType<LegalPageViewShape>;
