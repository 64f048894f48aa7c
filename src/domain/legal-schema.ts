import { z } from 'zod';
import { EMPTY } from './attendee-schema';
import { LEGAL_SLUGS, type LegalPageView as LegalPageViewShape } from './legal';

// the save route's body limit follows these (admin/legal-routes.ts)
export const LEGAL_TITLE_MAX = 120;
export const LEGAL_TEXT_MAX = 100_000;
export const LEGAL_TEXT_TOO_LONG = `Text ist zu lang (höchstens ${LEGAL_TEXT_MAX.toLocaleString('de-DE')} Zeichen).`;

/** What staff save for a legal page: a title and the text as Markdown (raw HTML is shown as text). */
export const LegalPageUpdate = z.object({
  title: z
    .string()
    .trim()
    .min(1, `Titel ${EMPTY}`)
    .max(LEGAL_TITLE_MAX, `Titel ist zu lang (höchstens ${LEGAL_TITLE_MAX} Zeichen).`),
  markdown: z.string().trim().min(1, `Text ${EMPTY}`).max(LEGAL_TEXT_MAX, LEGAL_TEXT_TOO_LONG),
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
