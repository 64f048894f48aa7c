import type { PagePiece } from '../http/spliced-gzip';

// a build has a handful of stylesheets; a development server may make new ones as files change
const MAX_STYLESHEETS = 64;

/**
 * A rendered page's pieces as bytes (entry-server.ts `body`): its own text anew each time, each
 * stylesheet's text once and then the same Buffer, which spliced gzip compresses once. A whole
 * page as one string was above the largest object V8 keeps in its ordinary heap (two bytes a
 * character once a page holds a "€"), so joining it cost a fresh allocation in the large-object
 * space per page: about a sixth of a payment page's CPU (docs/decisions/037-performance.md).
 */
export function createPageBytes(): (body: readonly string[]) => PagePiece[] {
  // by the stylesheet's text: the build hands the same string to every page, whose hash V8 keeps
  const stylesheets = new Map<string, Buffer>();
  const stylesheetBytes = (css: string) => {
    let bytes = stylesheets.get(css);
    if (!bytes) {
      if (stylesheets.size >= MAX_STYLESHEETS) stylesheets.clear();
      bytes = Buffer.from(css);
      stylesheets.set(css, bytes);
    }
    return bytes;
  };
  return (body) =>
    body.map((text, i) =>
      i % 2 === 0
        ? { bytes: Buffer.from(text), kept: false }
        : { bytes: stylesheetBytes(text), kept: true },
    );
}

/** The page's bytes in one Buffer. */
export const joinedBytes = (pieces: readonly PagePiece[]) =>
  Buffer.concat(pieces.map((piece) => piece.bytes));
