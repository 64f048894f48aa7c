import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUpload } from '../catalog/product-images-admin';
import { BadValue } from './values';

export interface CleanImage {
  /** Content address, as an upload gets it (product-images-admin.ts). */
  id: string;
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A legacy base64 image read as an upload is (turned upright, bounded, metadata dropped), so an
 * imported picture is stored and rendered like one a staff member uploaded.
 */
export async function imageFromBase64(value: unknown, what: string): Promise<CleanImage> {
  if (typeof value !== 'string' || value.trim() === '') throw new BadValue(`${what} fehlt.`);
  const text = value.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1)
    throw new BadValue(`${what} ist kein gültiges Base64.`);
  try {
    const image = await cleanUpload(Buffer.from(text, 'base64'));
    const id = createHash('sha256').update(image.bytes).digest('hex').slice(0, 24);
    return { id, ...image };
  } catch {
    throw new BadValue(`${what} ist kein Bild (JPEG, PNG oder WebP).`);
  }
}

type Spooled = { meta: Omit<CleanImage, 'bytes'>; file: string } | { problem: string };

/**
 * The product_images collection, read before the products that name them: each usable image's
 * bytes wait on disk (not in memory: thousands of pictures), and each bad one its reason.
 */
export async function createImageSpool() {
  const dir = await mkdtemp(join(tmpdir(), 'hofladen-import-'));
  const entries = new Map<string, Spooled>();
  return {
    has: (legacyId: string) => entries.has(legacyId),
    async put(legacyId: string, image: CleanImage): Promise<void> {
      const file = join(dir, createHash('sha256').update(legacyId).digest('hex'));
      await writeFile(file, image.bytes);
      const { bytes, ...meta } = image;
      entries.set(legacyId, { meta, file });
    },
    refuse(legacyId: string, problem: string): void {
      entries.set(legacyId, { problem });
    },
    async get(legacyId: string): Promise<CleanImage> {
      const entry = entries.get(legacyId);
      if (!entry) throw new BadValue(`Bild ${legacyId} fehlt im Export (product_images).`);
      if ('problem' in entry) throw new BadValue(`Bild ${legacyId}: ${entry.problem}`);
      return { ...entry.meta, bytes: await readFile(entry.file) };
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
export type ImageSpool = Awaited<ReturnType<typeof createImageSpool>>;
