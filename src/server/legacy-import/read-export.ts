import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { EJSON } from 'bson';
import { parser } from 'stream-json';
import { streamArray } from 'stream-json/streamers/stream-array.js';

/** One document of a collection file, or why it could not be read; `at` names its place. */
export type ExportEntry =
  | { at: string; document: Record<string, unknown> }
  | { at: string; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// relaxed: $numberInt/$numberDouble become numbers, $numberDecimal stays a Decimal128 (its
// decimal text is exact), $date a Date, $oid an ObjectId — for canonical and relaxed input alike
function entry(at: string, parse: () => unknown): ExportEntry {
  try {
    const document = parse();
    return isObject(document) ? { at, document } : { at, problem: 'Kein Dokument (kein Objekt).' };
  } catch (error) {
    return { at, problem: `Kein gültiges (Extended) JSON: ${(error as Error).message}` };
  }
}

async function firstCharacter(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0);
    return (
      buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart()[0] ?? ''
    );
  } finally {
    await file.close();
  }
}

/**
 * Reads a `mongoexport` file document by document, never whole: one JSON document per line
 * (the default) or one JSON array (`--jsonArray`). A broken line is one problem and reading goes
 * on; a broken array ends there. `onBytes` is told how far into the file reading has come.
 */
export async function* readExport(
  path: string,
  onBytes: (bytes: number) => void = () => {},
): AsyncGenerator<ExportEntry> {
  const isArray = (await firstCharacter(path)) === '[';
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  // counted as the reader takes the bytes: a listener attached earlier would let them flow away
  let read = 0;
  const counted = () =>
    stream.on('data', (chunk) => {
      read += chunk.length;
      onBytes(read);
    });
  if (isArray) {
    const documents = stream.pipe(parser.asStream()).pipe(streamArray.asStream());
    counted();
    let index = 0;
    try {
      for await (const { value } of documents as AsyncIterable<{ value: unknown }>) {
        index += 1;
        yield entry(`Dokument ${index}`, () =>
          EJSON.deserialize(value as never, { relaxed: true }),
        );
      }
    } catch (error) {
      yield {
        at: `nach Dokument ${index}`,
        problem: `Das JSON-Array bricht ab: ${(error as Error).message}`,
      };
    } finally {
      stream.destroy();
    }
    return;
  }
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  counted();
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (line.trim() === '') continue;
      yield entry(`Zeile ${number}`, () => EJSON.parse(line, { relaxed: true }));
    }
  } finally {
    stream.destroy();
  }
}
