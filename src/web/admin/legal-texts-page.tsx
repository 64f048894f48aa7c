import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { isLegalSlug, type LegalSlug } from '../../domain/legal';
import { type LegalPageForm, LegalPageUpdate } from '../../domain/legal-schema';
import { LEGAL_PAGES } from '../../domain/legal-titles';
import { paths } from '../../domain/routes';
import { adminKeys, fetchLegalSource, type LegalSource, saveLegalSource } from '../api/admin';
import { legalPageQuery } from '../api/legal';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { AuditTrail, auditFormats } from './audit-trail';
import { staffDateTime } from './order-status';
import { QueryState, reasonOf } from './query-state';
import { asTyped, schemaResolver } from './schema-resolver';

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LegalPageForm>({
    defaultValues: { title: source.title, markdown: source.markdown },
    resolver: schemaResolver(LegalPageUpdate, asTyped<LegalPageForm>),
  });
  const save = useMutation({
    mutationFn: (page: LegalPageForm) => saveLegalSource(source.slug, page),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.legal(source.slug), saved);
      void queryClient.invalidateQueries({ queryKey: legalPageQuery.key(source.slug) });
    },
  });
  const refused = reasonOf(save.error);

  return (
    <>
      <form noValidate onSubmit={handleSubmit((page) => save.mutate(page))} className="staff-tile">
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
        <TextField
          id="rechtstext-titel"
          label="Titel"
          error={errors.title?.message}
          className="mb-3"
          {...register('title')}
        />
        <TextAreaField
          id="rechtstext-text"
          label="Text (Markdown)"
          rows={18}
          error={errors.markdown?.message}
          className="mb-3"
          inputClassName="font-monospace"
          {...register('markdown')}
        />
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
