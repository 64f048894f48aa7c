import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLegalSlug } from '../../domain/legal';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { parseInput } from '../http/parse';
import type { ShopSettings } from '../settings/service';
import { legalPage } from './service';

const SlugParams = z.object({ slug: z.string().max(40) });

export function legalRoutes(app: FastifyInstance, deps: { db: Db; settings: ShopSettings }): void {
  app.get('/api/legal/:slug', async (request) => {
    const { slug } = parseInput(SlugParams, request.params, 'params');
    if (!isLegalSlug(slug)) throw notFound('Diese Seite gibt es nicht.');
    return legalPage(deps.db, slug, deps.settings.current().contact);
  });
}
