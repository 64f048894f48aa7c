import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isLegalSlug, type LegalSlug } from '../../domain/legal';
import { LEGAL_TITLES } from '../../domain/legal-titles';
import { paths } from '../../domain/routes';
import { fetchLegalPage, legalPageQuery } from '../api/legal';
import { PageLoading } from '../layout/page-loading';
import { PageMeta } from '../seo/page-meta';
import { RetryButton } from '../ui/retry-button';

/** The legal page an address names (its route is one of LEGAL_SLUGS). */
export const legalSlugOf = (pathname: string): LegalSlug => {
  const slug = pathname.replaceAll('/', '');
  return isLegalSlug(slug) ? slug : 'impressum';
};

const updatedOn = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeZone: 'Europe/Berlin',
});

/** /impressum, /datenschutz, /agb, /widerrufsbelehrung, /versand-und-zahlung: the owner's text. */
export function LegalPage() {
  const slug = legalSlugOf(useLocation().pathname);
  const title = LEGAL_TITLES[slug];
  const page = useQuery({
    queryKey: legalPageQuery.key(slug),
    queryFn: () => fetchLegalPage(slug),
  });

  return (
    <article className="container legal-page" aria-labelledby="legal-title">
      <PageMeta title={title} description={`${title} des Hofladens.`} path={paths.legal(slug)} />
      <h1 id="legal-title">{page.data?.title ?? title}</h1>
      {page.isPending && <PageLoading />}
      {page.isError && (
        <div role="alert">
          <p>Die Seite konnte gerade nicht geladen werden.</p>
          <RetryButton retrying={page.isFetching} onRetry={() => void page.refetch()} />
        </div>
      )}
      {page.data && (
        <>
          {page.data.placeholder && (
            <p className="legal-note">
              Vorlage: Dieser Text ist noch nicht vom Hof ausgefüllt. Markierte Stellen ergänzt der
              Betreiber in der Verwaltung.
            </p>
          )}
          {/* the server renders the Markdown with raw HTML disabled (server/legal/service.ts) */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown from our own API */}
          <div className="legal-text" dangerouslySetInnerHTML={{ __html: page.data.html }} />
          {page.data.updatedAt && (
            <p className="text-body-secondary small">
              Stand: {updatedOn.format(new Date(page.data.updatedAt))}
            </p>
          )}
        </>
      )}
    </article>
  );
}
