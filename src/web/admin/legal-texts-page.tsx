import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isLegalSlug, type LegalSlug } from '../../domain/legal';
import { LegalPageUpdate } from '../../domain/legal-schema';
import { LEGAL_PAGES } from '../../domain/legal-titles';
import { paths } from '../../domain/routes';
import { adminKeys, fetchLegalSource, type LegalSource, saveLegalSource } from '../api/admin';
import { legalPageQuery } from '../api/legal';
import { AuditTrail, auditFormats } from './audit-trail';
import { staffDateTime } from './order-status';
import { QueryState, reasonOf } from './query-state';

/** /admin/rechtstexte — the shop's legal pages as Markdown, one at a time (`?seite=agb`). */
export function LegalTextsPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('seite') ?? '';
  const slug: LegalSlug = isLegalSlug(wanted) ? wanted : 'impressum';
  const source = useQuery({
    queryKey: adminKeys.legal(slug),
    queryFn: () => fetchLegalSource(slug),
  });

  return (
    <>
      <title>Rechtstexte – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Rechtstexte</h1>
      <p className="text-body-secondary">
        Die Texte stehen im Shop unter ihrer Adresse und im Fuß jeder Seite. Geschrieben wird in
        Markdown: <code>## Überschrift</code>, <code>**fett**</code>, <code>- Aufzählung</code>,{' '}
        <code>[Linktext](https://…)</code>. AGB und Widerrufsbelehrung gehen mit jeder
        Bestellbestätigung an die Kundschaft.
      </p>
      <ul className="nav nav-tabs mb-3">
        {LEGAL_PAGES.map((page) => (
          <li key={page.slug} className="nav-item">
            <button
              type="button"
              className={`nav-link${page.slug === slug ? ' active' : ''}`}
              aria-current={page.slug === slug ? 'page' : undefined}
              onClick={() => setParams({ seite: page.slug })}
            >
              {page.title}
            </button>
          </li>
        ))}
      </ul>
      <QueryState query={source} loading="Text wird geladen…" />
      {/* a fresh editor per page, so no text leaks into another page */}
      {source.data && <LegalEditor key={slug} source={source.data} />}
    </>
  );
}

function LegalEditor({ source }: { source: LegalSource }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(source.title);
  const [markdown, setMarkdown] = useState(source.markdown);
  const [problems, setProblems] = useState<{ title?: string; markdown?: string }>({});
  const save = useMutation({
    mutationFn: () => saveLegalSource(source.slug, { title, markdown }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.legal(source.slug), saved);
      void queryClient.invalidateQueries({ queryKey: legalPageQuery.key(source.slug) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = LegalPageUpdate.safeParse({ title, markdown });
    if (!checked.success) {
      const found: { title?: string; markdown?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'markdown') found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate();
  };
  const refused = reasonOf(save.error);

  return (
    <>
      <form noValidate onSubmit={submit} className="staff-tile">
        <p className="small text-body-secondary">
          {source.updatedAt
            ? `Zuletzt gespeichert: ${staffDateTime(source.updatedAt)}`
            : 'Noch die Vorlage: markierte Stellen „[Bitte ergänzen: …]“ ausfüllen und speichern.'}{' '}
          <Link to={paths.legal(source.slug)} target="_blank" rel="noopener">
            Im Shop ansehen
          </Link>
        </p>
        {source.slug === 'impressum' && (
          <p className="small text-body-secondary">
            Name, Anschrift und Kontakt aus Einstellungen → Kontakt stellt der Shop diesem Text
            voran – außer er bringt eigene „Angaben gemäß § 5 DDG“.
          </p>
        )}
        <div className="mb-3">
          <label htmlFor="rechtstext-titel" className="form-label">
            Titel
          </label>
          <input
            id="rechtstext-titel"
            className={`form-control${problems.title ? ' is-invalid' : ''}`}
            value={title}
            aria-invalid={problems.title ? true : undefined}
            aria-describedby={problems.title ? 'rechtstext-titel-fehler' : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {problems.title && (
            <div id="rechtstext-titel-fehler" className="invalid-feedback">
              {problems.title}
            </div>
          )}
        </div>
        <div className="mb-3">
          <label htmlFor="rechtstext-text" className="form-label">
            Text (Markdown)
          </label>
          <textarea
            id="rechtstext-text"
            className={`form-control font-monospace${problems.markdown ? ' is-invalid' : ''}`}
            rows={18}
            value={markdown}
            aria-invalid={problems.markdown ? true : undefined}
            aria-describedby={problems.markdown ? 'rechtstext-text-fehler' : undefined}
            onChange={(event) => setMarkdown(event.target.value)}
          />
          {problems.markdown && (
            <div id="rechtstext-text-fehler" className="invalid-feedback">
              {problems.markdown}
            </div>
          )}
        </div>
        {save.isError && (
          <p className="text-danger" role="alert">
            {refused}
          </p>
        )}
        {save.isSuccess && (
          <p className="text-success" role="status">
            Gespeichert. Der Shop zeigt den neuen Text.
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Speichern
        </button>
      </form>
      <AuditTrail
        entity="legal_page"
        id={source.slug}
        version={source.updatedAt}
        fieldLabels={{ title: 'Titel', markdown: 'Text' }}
        formats={{ markdown: auditFormats.length }}
      />
    </>
  );
}
