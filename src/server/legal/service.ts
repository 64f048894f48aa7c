import { eq } from 'drizzle-orm';
import MarkdownIt from 'markdown-it';
import { LEGAL_PAGES, type LegalPageView, type LegalSlug } from '../../domain/legal';
import type { Db } from '../db/client';
import { legalPages } from '../db/schema';
import { LEGAL_PLACEHOLDERS } from './placeholders';

// raw HTML in the Markdown is shown as text, and javascript: links are refused (markdown-it's
// defaults): what the owner types can never run in a customer's browser
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** A legal page as written by the owner, or its placeholder until then. */
export async function legalPage(db: Db, slug: LegalSlug): Promise<LegalPageView> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  const fallbackTitle = LEGAL_PAGES.find((page) => page.slug === slug)?.title ?? slug;
  return {
    slug,
    title: row?.title ?? fallbackTitle,
    html: markdown.render(row?.markdown ?? LEGAL_PLACEHOLDERS[slug]),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    placeholder: !row,
  };
}
