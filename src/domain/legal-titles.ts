import { LEGAL_SLUGS, type LegalSlug } from './legal';

/** Each legal page's name, until the owner gives it another. */
export const LEGAL_TITLES: Record<LegalSlug, string> = {
  impressum: 'Impressum',
  datenschutz: 'Datenschutzerklärung',
  agb: 'Allgemeine Geschäftsbedingungen',
  widerrufsbelehrung: 'Widerrufsbelehrung',
  'versand-und-zahlung': 'Versand und Zahlung',
};

export const LEGAL_PAGES = LEGAL_SLUGS.map((slug) => ({ slug, title: LEGAL_TITLES[slug] }));
