import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A piece of a page's bytes; a kept one is the same Buffer in every page that carries it. */
export interface PagePiece {
  bytes: Buffer;
  kept: boolean;
}

export interface SplicedGzip {
  gzip(pieces: readonly PagePiece[]): Buffer;
}

// gzip's fixed header: deflate, no name, no time, operating system Unix (RFC 1952)
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
// what varies per request is compressed quickly: level 3 was the fastest of 1–6 on the cart and
// product pages, within 1 % of the smallest
const PER_REQUEST_LEVEL = 3;

/**
 * Gzip for pages rendered per visitor (a cart, a payment page, an order's success page), which
 * carry the same inline stylesheets in every copy: 65 of a cart page's 83 KB. Compressing those
 * on each request was a quarter of the CPU such a page costs (docs/decisions/037-performance.md).
 *
 * A stylesheet is compressed once, at the highest level, as a deflate segment that ends on a
 * byte boundary without closing the stream (a sync flush); a page is the gzip header, the pieces
 * between its stylesheets compressed as it is sent, the kept segments spliced in where their
 * stylesheets stand, and the trailer over the whole page. Each segment starts a fresh
 * compressor, so none refers back into another: any inflater reads the joined stream as one.
 */
export function createSplicedGzip(): SplicedGzip {
  // by the kept bytes themselves: a stylesheet a development server changed comes as new bytes,
  // and the old segment goes with the old bytes
  const kept = new WeakMap<Buffer, Buffer>();

  function segmentFor(bytes: Buffer): Buffer {
    let deflated = kept.get(bytes);
    if (!deflated) {
      deflated = deflateRawSync(bytes, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      kept.set(bytes, deflated);
    }
    return deflated;
  }

  const compressed = (part: Buffer, last: boolean) =>
    deflateRawSync(part, {
      level: PER_REQUEST_LEVEL,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });

  return {
    gzip(pieces) {
      const parts: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      let length = 0;
      let unkept: Buffer[] = [];
      for (const { bytes, kept } of pieces) {
        // nothing to add; and crc32 of no bytes has been seen to answer 0 instead of the sum so far
        if (bytes.length === 0) continue;
        crc = crc32(bytes, crc);
        length += bytes.length;
        if (!kept) {
          unkept.push(bytes);
          continue;
        }
        if (unkept.length > 0) parts.push(compressed(Buffer.concat(unkept), false));
        unkept = [];
        parts.push(segmentFor(bytes));
      }
      // the rest closes the stream: an empty rest still writes the final block
      parts.push(compressed(Buffer.concat(unkept), true));
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE(length % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}
