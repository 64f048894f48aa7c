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

/** A legal page as staff edit it: the owner's Markdown, or the placeholder until first saved. */
export const LegalPageSource = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title: z.string(),
  markdown: z.string(),
  updatedAt: z.string().nullable(),
});
export type LegalPageSource = z.infer<typeof LegalPageSource>;

export const LegalPageView = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string().nullable(),
  placeholder: z.boolean(),
}) satisfies z.ZodType<LegalPageViewShape>;
