import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLegalSlug, type LegalSlug } from '../../domain/legal';
import { LegalPageUpdate } from '../../domain/legal-schema';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { parseInput } from '../http/parse';
import { legalPageSource, saveLegalPage } from '../legal/service';

const SlugParams = z.object({ slug: z.string().max(40) });

function slugFrom(params: unknown): LegalSlug {
  const { slug } = parseInput(SlugParams, params, 'params');
  if (!isLegalSlug(slug)) throw notFound('Diese Seite gibt es nicht.');
  return slug;
}

/** Staff keep the legal pages' text (behind the staff guard); the shop shows it at once. */
export function legalAdminRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/api/admin/legal/:slug', async (request) =>
    legalPageSource(deps.db, slugFrom(request.params)),
  );

  app.put('/api/admin/legal/:slug', async (request) => {
    const slug = slugFrom(request.params);
    const page = parseInput(LegalPageUpdate, request.body, 'body');
    await saveLegalPage(deps.db, actorOf(request), slug, page);
    request.log.info({ slug, by: request.staff?.user.id }, 'legal page saved');
    return legalPageSource(deps.db, slug);
  });
}
