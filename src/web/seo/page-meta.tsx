import { useState } from 'react';
import { isTakingOver } from '../document';
import { useShopConfig } from '../shop-config';

// React 19 hoists <title>, <meta> and <link> into the document head on the server; in the browser
// web/preact/page-head.ts sets the title and leaves the rest to the server's head.

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path; the canonical URL and og:url are built from it. */
  path: string;
  /** An image's path (absolute URL is built here), for link previews. */
  image?: string | null;
  type?: 'website' | 'product';
}

/** Title, description, canonical URL and Open Graph tags of a shop page. */
export function PageMeta({
  title,
  description,
  path,
  image = null,
  type = 'website',
}: PageMetaProps) {
  const { origin } = useShopConfig();
  const url = `${origin}${path}`;
  const fullTitle = `${title} – Hofladen`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Hofladen" />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={`${origin}${image}`} />}
    </>
  );
}

/**
 * Structured data for search engines; a data block, so the CSP needs no exception for it.
 *
 * `build` runs where the data is written: on the server, and in the browser once the element
 * shows another `id` than the page it took over. While the browser takes a page over, Preact
 * leaves an element's `dangerouslySetInnerHTML` as the server wrote it, so the first view builds
 * nothing: a course's dates need Intl's time zones, and a browser's first Intl object costs
 * 30–80 ms of main thread (domain/german-numbers.ts).
 */
export function JsonLd({ id, build }: { id: string; build: () => unknown }) {
  const [keptFromServer] = useState(() => (isTakingOver() ? id : null));
  // "<" escaped so a product text can never close the script element
  const json = id === keptFromServer ? '' : JSON.stringify(build()).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, in a data block
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
