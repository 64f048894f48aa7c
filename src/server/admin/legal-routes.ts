import { z } from 'zod';
import { isLegalSlug, type LegalSlug } from '../../domain/legal';
import { LegalPageSource, LegalPageUpdate } from '../../domain/legal-schema';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import { legalPageSource, saveLegalPage } from '../legal/service';

const SlugParams = z.object({ slug: z.string().max(40) });

function slugFrom({ slug }: { slug: string }): LegalSlug {
  if (!isLegalSlug(slug)) throw notFound('Diese Seite gibt es nicht.');
  return slug;
}

/** Staff keep the legal pages' text (behind the staff guard); the shop shows it at once. */
export function legalAdminRoutes(app: Api, deps: { db: Db }): void {
  const tags = ['Backoffice: Rechtliches'];
  app.get(
    '/api/admin/legal/:slug',
    {
      schema: {
        tags,
        summary: 'A legal page’s Markdown source',
        params: SlugParams,
        response: { 200: LegalPageSource },
      },
    },
    async (request) => legalPageSource(deps.db, slugFrom(request.params)),
  );

  app.put(
    '/api/admin/legal/:slug',
    {
      schema: {
        tags,
        summary: 'Save a legal page; the shop shows it at once',
        params: SlugParams,
        body: LegalPageUpdate,
        response: { 200: LegalPageSource },
      },
    },
    async (request) => {
      const slug = slugFrom(request.params);
      await saveLegalPage(deps.db, actorOf(request), slug, request.body);
      request.log.info({ slug, by: request.staff?.user.id }, 'legal page saved');
      return legalPageSource(deps.db, slug);
    },
  );
}
