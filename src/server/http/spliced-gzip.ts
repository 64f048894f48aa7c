import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for pages rendered per visitor (a cart, a payment page, an order's success page), which
 * carry the same inline stylesheets in every copy: 65 of a cart page's 83 KB. Compressing those
 * on each request was a quarter of the CPU such a page costs (docs/decisions/037-performance.md).
 *
 * A stylesheet is compressed once, at the highest level, as a deflate segment that ends on a
 * byte boundary without closing the stream (a sync flush); a page is the gzip header, the parts
 * between its stylesheets compressed as it is sent, the kept segments spliced in where their
 * stylesheets stand, and the trailer over the whole page. Each segment starts a fresh
 * compressor, so none refers back into another: any inflater reads the joined stream as one.
 */
export interface SplicedGzip {
  gzip(body: Buffer): Buffer;
}

interface KeptSegment {
  text: Buffer;
  deflated: Buffer;
}

// gzip's fixed header: deflate, no name, no time, operating system Unix (RFC 1952)
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const STYLE_OPEN = Buffer.from('<style');
const STYLE_CLOSE = Buffer.from('</style>');
const TAG_END = '>'.charCodeAt(0);
// what varies per request is compressed quickly: level 3 was the fastest of 1–6 on the cart and
// product pages, within 1 % of the smallest
const PER_REQUEST_LEVEL = 3;
// a build has a handful of stylesheets; a development server may make new ones as files change
const MAX_KEPT = 64;

export function createSplicedGzip({ minKeptBytes = 1024 } = {}): SplicedGzip {
  // by the style element's opening tag, which names the stylesheet's file
  const kept = new Map<string, KeptSegment>();

  function segmentFor(tag: string, text: Buffer): Buffer {
    const known = kept.get(tag);
    if (known?.text.equals(text)) return known.deflated;
    if (!known && kept.size >= MAX_KEPT) kept.clear();
    const deflated = deflateRawSync(text, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    kept.set(tag, { text: Buffer.from(text), deflated });
    return deflated;
  }

  const compressed = (part: Buffer, last: boolean) =>
    deflateRawSync(part, {
      level: PER_REQUEST_LEVEL,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });

  return {
    gzip(body) {
      const parts: Buffer[] = [GZIP_HEADER];
      let from = 0;
      let open = body.indexOf(STYLE_OPEN);
      while (open !== -1) {
        const textStart = body.indexOf(TAG_END, open) + 1;
        const textEnd = textStart === 0 ? -1 : body.indexOf(STYLE_CLOSE, textStart);
        if (textEnd === -1) break;
        if (textEnd - textStart >= minKeptBytes) {
          if (textStart > from) parts.push(compressed(body.subarray(from, textStart), false));
          const tag = body.toString('latin1', open, textStart);
          parts.push(segmentFor(tag, body.subarray(textStart, textEnd)));
          from = textEnd;
        }
        open = body.indexOf(STYLE_OPEN, textEnd);
      }
      // the rest closes the stream: an empty rest still writes the final block
      parts.push(compressed(body.subarray(from), true));
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc32(body), 0);
      trailer.writeUInt32LE(body.length % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}
