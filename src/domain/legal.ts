// The shop's legal pages: their addresses, names and the footer's order.
export const LEGAL_PAGES = [
  { slug: 'impressum', title: 'Impressum' },
  { slug: 'datenschutz', title: 'Datenschutzerklärung' },
  { slug: 'agb', title: 'Allgemeine Geschäftsbedingungen' },
  { slug: 'widerrufsbelehrung', title: 'Widerrufsbelehrung' },
  { slug: 'versand-und-zahlung', title: 'Versand und Zahlung' },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];

export const isLegalSlug = (value: string): value is LegalSlug =>
  LEGAL_PAGES.some((page) => page.slug === value);

/** A legal page as the shop shows it: Markdown already rendered, raw HTML never passed through. */
export interface LegalPageView {
  slug: LegalSlug;
  title: string;
  html: string;
  updatedAt: string | null;
  /** Still the placeholder: the owner has not written this page yet. */
  placeholder: boolean;
}
