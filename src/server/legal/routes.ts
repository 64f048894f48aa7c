import { z } from 'zod';
import { isLegalSlug } from '../../domain/legal';
import { LegalPageView } from '../../domain/legal-schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import type { ShopSettings } from '../settings/service';
import { legalPage } from './service';

const SlugParams = z.object({ slug: z.string().max(40) });

export function legalRoutes(app: Api, deps: { db: Db; settings: ShopSettings }): void {
  app.get(
    '/api/legal/:slug',
    {
      schema: {
        tags: ['Rechtliches'],
        summary: 'A legal page (Impressum, AGB, …) rendered from the owner’s Markdown',
        params: SlugParams,
        response: { 200: LegalPageView },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!isLegalSlug(slug)) throw notFound('Diese Seite gibt es nicht.');
      return legalPage(deps.db, slug, deps.settings.current().contact);
    },
  );
}
