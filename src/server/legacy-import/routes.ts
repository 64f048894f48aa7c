import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImportJob } from '../../domain/legacy-import-schema';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import type { ImportJobs } from './jobs';
import { productOfLegacyId } from './legacy-records';
import { unzipExport } from './unzip';

const JobParams = z.object({ id: z.string().uuid() });
const LegacyParams = z.object({ legacyId: z.string().min(1).max(200) });
const MAX_ZIP_BYTES = 2 * 1024 ** 3;
const NOT_A_ZIP_UPLOAD =
  'Bitte den Export als ZIP-Datei hochladen (Content-Type: application/zip).';
const unsupportedUpload = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `body: ${NOT_A_ZIP_UPLOAD}`, { field: 'body' });

/** Where an old link's product went (/produkt/<legacy id> answers 301 there). */
export function legacyProductRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/legacy-products/:legacyId',
    {
      schema: {
        tags: ['Katalog'],
        summary: 'The product a legacy shop id became (for the old links)',
        params: LegacyParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const id = await productOfLegacyId(deps.db, request.params.legacyId);
      if (!id) throw notFound('Dieses Produkt gibt es nicht.');
      return { id };
    },
  );
}

/** The backoffice's import: upload the export as ZIP (a dry run follows), then run it. */
export function legacyImportAdminRoutes(app: Api, deps: { jobs: ImportJobs }): void {
  const tags = ['Backoffice: Import'];
  // the archive comes as the request's raw bytes, streamed to disk: it may be hundreds of MB.
  // Only the ZIP's parser: an inherited JSON one would buffer a body up to the route's 2 GB
  // limit and hand the handler an object where it streams bytes (a 500)
  app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      /^(application\/(zip|x-zip-compressed|octet-stream))$/i,
      (_request, payload, done) => done(null, payload),
    );
    uploads.post(
      '/api/admin/legacy-imports',
      {
        bodyLimit: MAX_ZIP_BYTES,
        config: {
          bodyTooLarge: 'Der Export ist größer als 2 GB.',
          unsupportedMediaType: NOT_A_ZIP_UPLOAD,
        },
        schema: {
          tags,
          summary: 'Upload the legacy export (ZIP of mongoexport files); starts its dry run',
          consumes: ['application/zip'],
          response: { 202: ImportJob },
        },
      },
      async (request, reply) => {
        // a POST without any body and content type reaches the handler with none
        if (!(request.body instanceof Readable)) throw unsupportedUpload();
        const dir = await mkdtemp(join(tmpdir(), 'hofladen-upload-'));
        const zip = join(dir, 'export.zip');
        try {
          await pipeline(request.body, createWriteStream(zip));
          await unzipExport(zip, dir);
          await rm(zip, { force: true });
        } catch (error) {
          await rm(dir, { recursive: true, force: true });
          throw error;
        }
        return reply.status(202).send(deps.jobs.check(dir));
      },
    );
  });

  app.get(
    '/api/admin/legacy-imports/:id',
    {
      schema: {
        tags,
        summary: 'An import: its state, progress and report',
        params: JobParams,
        response: { 200: ImportJob },
      },
    },
    async (request) => deps.jobs.get(request.params.id),
  );

  app.post(
    '/api/admin/legacy-imports/:id/run',
    {
      schema: {
        tags,
        summary: 'Run a checked import for real',
        params: JobParams,
        response: { 202: ImportJob },
      },
    },
    async (request, reply) => reply.status(202).send(deps.jobs.run(request.params.id)),
  );
}
