import { createWriteStream } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { AppError } from '../errors';

const WANTED = new Set(['.json', '.jsonl', '.ndjson']);
// an export of 5,000 products with pictures is some hundred MB; more is not an export of ours
const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;

const notAZip = () =>
  new AppError(400, 'NOT_A_ZIP', 'Diese Datei ist kein ZIP-Archiv mit dem Export.', {
    field: 'body',
  });

/**
 * Unpacks the export's JSON files into DIR, streamed. Only a file's own name is kept (a path like
 * ../../etc in an archive goes nowhere), folders inside the archive are flattened and anything
 * that is not JSON is left in the archive.
 */
export function unzipExport(zipPath: string, dir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) return reject(notAZip());
      const written: string[] = [];
      let unpacked = 0;
      zip.on('error', () => reject(notAZip()));
      zip.on('end', () => resolve(written));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = basename(entry.fileName);
        if (
          entry.fileName.endsWith('/') ||
          !WANTED.has(extname(name).toLowerCase()) ||
          name.startsWith('.') ||
          written.includes(name)
        )
          return zip.readEntry();
        unpacked += entry.uncompressedSize;
        if (unpacked > MAX_UNPACKED_BYTES) {
          zip.close();
          return reject(new AppError(413, 'EXPORT_TOO_LARGE', 'Der Export ist größer als 4 GB.'));
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(notAZip());
          pipeline(stream, createWriteStream(join(dir, name))).then(() => {
            written.push(name);
            zip.readEntry();
          }, reject);
        });
      });
      zip.readEntry();
    });
  });
}
