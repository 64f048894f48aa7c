import { createHash } from 'node:crypto';
import { HEIGHT, WIDTH } from './art/svg';

export interface StoredDrawing {
  /** First 24 hex characters of the SHA-256 of `bytes`: the images table is content-addressed. */
  id: string;
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The drawings are stored as the SVG originals they are. The image endpoint renders each WebP
 * width on first request and keeps it, so seeding costs no rendering time at all.
 */
export function storedDrawing(svg: string): StoredDrawing {
  const bytes = Buffer.from(svg, 'utf8');
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  return { id, mime: 'image/svg+xml', width: WIDTH, height: HEIGHT, bytes };
}
