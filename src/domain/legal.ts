// The shop's legal pages: their addresses, in the footer's order. Their names live in
// legal-titles.ts, so the shop's first page does not carry them.
export const LEGAL_SLUGS = [
  'impressum',
  'datenschutz',
  'agb',
  'widerrufsbelehrung',
  'versand-und-zahlung',
] as const;

export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const isLegalSlug = (value: string): value is LegalSlug =>
  (LEGAL_SLUGS as readonly string[]).includes(value);

/** A legal page as the shop shows it: Markdown already rendered, raw HTML never passed through. */
export interface LegalPageView {
  slug: LegalSlug;
  title: string;
  html: string;
  updatedAt: string | null;
  /** Still the placeholder: the owner has not written this page yet. */
  placeholder: boolean;
}
