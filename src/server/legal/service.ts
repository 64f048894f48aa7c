import { eq, inArray, sql } from 'drizzle-orm';
import type { LegalPageView, LegalSlug } from '../../domain/legal';
import type { LegalPageSource } from '../../domain/legal-schema';
import { LEGAL_TITLES } from '../../domain/legal-titles';
import { formatEuro } from '../../domain/money';
import type { ContactSettings } from '../../domain/shop-settings-schema';
import { type Actor, recordChange } from '../audit/service';
import { shippingRate } from '../catalog/shipping-costs';
import { builtOnce } from '../db/built-once';
import type { Db } from '../db/client';
import { legalPages } from '../db/schema';
import { renderMarkdown } from '../mail/markdown';
import type { ContractTerm } from '../mail/order-confirmation-template';
import { imprintSection, LEGAL_PLACEHOLDERS } from './placeholders';

const titleOf = (slug: LegalSlug) => LEGAL_TITLES[slug];

/** An Impressum's own provider details: "Angaben gemäß § 5 DDG" (or the older § 5 TMG). */
const OWN_IMPRINT_OPENING = /§\s*5\s+(DDG|TMG)\b/;

// The shipping page always states the rate the checkout charges, whatever the owner wrote.
async function shippingSection(db: Db): Promise<string> {
  const rate = await shippingRate(db);
  return `\n\n## Versandkosten\n\nJe Bestellung mit Waren berechnen wir **${formatEuro(rate)}** für Verpackung und Versand. Bestellungen, die nur Kurse enthalten, sind versandkostenfrei.\n`;
}

/**
 * A legal page as written by the owner, or its placeholder until then. The Impressum always
 * opens with the contact data from the settings: the address customers read there is the one
 * the shop's e-mails use.
 */
export async function legalPage(
  db: Db,
  slug: LegalSlug,
  contact: ContactSettings | null,
): Promise<LegalPageView> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  const text = row?.markdown ?? LEGAL_PLACEHOLDERS[slug];
  // a saved Impressum stays as the owner wrote it when the settings have no contact data, or
  // when it brings its own § 5 opening (the address would stand there twice)
  const ownOpening = row !== undefined && OWN_IMPRINT_OPENING.test(row.markdown);
  const lead =
    slug === 'impressum' && (contact || !row) && !ownOpening ? imprintSection(contact) : '';
  const extra = slug === 'versand-und-zahlung' ? await shippingSection(db) : '';
  return {
    slug,
    title: row?.title ?? titleOf(slug),
    html: renderMarkdown(lead + text + extra),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    placeholder: !row,
  };
}

const CONTRACT_SLUGS: LegalSlug[] = ['agb', 'widerrufsbelehrung'];
// read by every payment for its confirmation: built once per connection (db/built-once.ts)
const contractPages = builtOnce([], (db) =>
  db.select().from(legalPages).where(inArray(legalPages.slug, CONTRACT_SLUGS)),
);

/**
 * § 312f BGB: the terms the customer agreed to — AGB and Widerrufsbelehrung as they read at the
 * time of the order — for the confirmation on a durable medium.
 */
export async function contractTerms(db: Db): Promise<ContractTerm[]> {
  const rows = await contractPages(db, {});
  return CONTRACT_SLUGS.map((slug) => {
    const row = rows.find((found) => found.slug === slug);
    const text = row?.markdown ?? LEGAL_PLACEHOLDERS[slug];
    return { title: row?.title ?? titleOf(slug), markdown: text, html: renderMarkdown(text) };
  });
}

/** The owner's text for a page, for editing: the placeholder until it was first saved. */
export async function legalPageSource(db: Db, slug: LegalSlug): Promise<LegalPageSource> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return {
    slug,
    title: row?.title ?? titleOf(slug),
    markdown: row?.markdown ?? LEGAL_PLACEHOLDERS[slug],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Staff save a page's text; the newest save wins, the one before stays in the audit log. */
export async function saveLegalPage(
  db: Db,
  actor: Actor,
  slug: LegalSlug,
  page: { title: string; markdown: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: legalPages.title, markdown: legalPages.markdown })
      .from(legalPages)
      .where(eq(legalPages.slug, slug))
      .for('update');
    await tx
      .insert(legalPages)
      .values({ slug, ...page })
      .onConflictDoUpdate({
        target: legalPages.slug,
        set: { title: page.title, markdown: page.markdown, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      entity: 'legal_page',
      entityId: slug,
      action: before ? 'updated' : 'created',
      before: before ?? null,
      after: page,
    });
  });
}
