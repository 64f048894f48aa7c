import { z } from 'zod';
import { isLegalSlug, type LegalSlug } from '../../domain/legal';
import {
  LEGAL_TEXT_MAX,
  LEGAL_TEXT_TOO_LONG,
  LEGAL_TITLE_MAX,
  LegalPageSource,
  LegalPageUpdate,
} from '../../domain/legal-schema';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import { legalPageSource, saveLegalPage } from '../legal/service';

const SlugParams = z.object({ slug: z.string().max(40) });

// The app's 64 KB would refuse a long Datenschutzerklärung the schema allows. Every text the
// schema takes fits, however a client writes it: JSON spells a character in at most six bytes
// (a `\uXXXX` escape; UTF-8 needs at most three per UTF-16 unit), plus room for the keys.
const LEGAL_BODY_LIMIT = (LEGAL_TEXT_MAX + LEGAL_TITLE_MAX) * 6 + 1024;

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
      bodyLimit: LEGAL_BODY_LIMIT,
      config: { bodyTooLarge: LEGAL_TEXT_TOO_LONG },
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
