import { legalPageQuery } from '../api/legal';
import { loadPageData, type PageLoaderArgs } from '../page-data';
import { LegalPage, legalSlugOf } from './legal-page';

/** The owner's text of the legal page the address names. */
async function loader(args: PageLoaderArgs) {
  const slug = legalSlugOf(new URL(args.request.url).pathname);
  await loadPageData(args, [
    { queryKey: legalPageQuery.key(slug), path: legalPageQuery.path(slug) },
  ]);
  return null;
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const legalRoute = { Component: LegalPage, loader };
