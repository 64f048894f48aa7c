import type { LegalPageView, LegalSlug } from '../../domain/legal';
import { apiRequest } from './client';

/** A legal page's data, under the same key and path in the browser and on the server. */
export const legalPageQuery = {
  key: (slug: LegalSlug) => ['legal', slug] as const,
  path: (slug: LegalSlug) => `/api/legal/${slug}`,
};

export const fetchLegalPage = (slug: LegalSlug) =>
  apiRequest<LegalPageView>(legalPageQuery.path(slug));
