import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../domain/dates';
import type { ModeratedRating } from '../../domain/ratings-schema';
import { paths } from '../../domain/routes';
import {
  deleteRating,
  fetchRatings,
  type RatingFilter,
  ratingKeys,
  updateRating,
} from '../api/admin';
import { Stars } from '../ui/stars';
import { AuditTrail } from './audit-trail';
import { QueryState, reasonOf } from './query-state';
import { RatingEditor } from './rating-editor';

const FILTERS: { value: RatingFilter; label: string }[] = [
  { value: 'neu', label: 'Zu prüfen' },
  { value: 'freigegeben', label: 'Freigegeben' },
  { value: 'alle', label: 'Alle' },
];

const isFilter = (value: string | null): value is RatingFilter =>
  FILTERS.some((filter) => filter.value === value);

/** /admin/bewertungen — new ratings wait here until staff enable them; edit or delete any. */
export function RatingsPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('filter');
  const filter: RatingFilter = isFilter(wanted) ? wanted : 'neu';
  const ratings = useQuery({
    queryKey: ratingKeys.list(filter),
    queryFn: () => fetchRatings(filter),
  });

  return (
    <>
      <title>Bewertungen – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Bewertungen</h1>
      <p className="text-body-secondary">
        Bewertungen schreiben nur Käuferinnen und Käufer über den Link in ihrer Bestellbestätigung.
        Im Shop erscheinen sie erst, wenn du sie freigibst.
      </p>
      <ul className="nav nav-pills mb-3">
        {FILTERS.map((option) => (
          <li key={option.value} className="nav-item">
            <button
              type="button"
              className={`nav-link${option.value === filter ? ' active' : ''}`}
              aria-pressed={option.value === filter}
              onClick={() => setParams({ filter: option.value })}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <QueryState query={ratings} loading="Bewertungen werden geladen…" />
      {ratings.data?.length === 0 && (
        <p className="staff-tile">
          {filter === 'neu' ? 'Keine Bewertung wartet auf Freigabe.' : 'Keine Bewertungen.'}
        </p>
      )}
      {ratings.data && ratings.data.length > 0 && (
        <ul className="list-unstyled d-grid gap-3">
          {ratings.data.map((rating) => (
            <li key={rating.id}>
              <RatingItem rating={rating} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RatingItem({ rating }: { rating: ModeratedRating }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ratingKeys.all });
  const toggle = useMutation({
    mutationFn: () => updateRating(rating.id, { enabled: !rating.enabled }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => deleteRating(rating.id), onSuccess: refresh });
  const heading = rating.title || 'Ohne Titel';

  return (
    <article className="staff-tile" aria-labelledby={`bewertung-${rating.id}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <h2 id={`bewertung-${rating.id}`} className="h5 mb-1">
            {heading}
          </h2>
          <p className="small text-body-secondary mb-2">
            zu <Link to={paths.product(rating.productId)}>{rating.productTitle}</Link> ·{' '}
            {formatDate(rating.date)}
            {rating.ort && ` · ${rating.ort}`} ·{' '}
            <span className={rating.enabled ? 'text-success' : 'text-body-secondary'}>
              {rating.enabled ? 'freigegeben' : 'wartet auf Freigabe'}
            </span>
          </p>
        </div>
        <Stars value={rating.rate} label={`${rating.rate} von 5 Sternen`} />
      </div>
      {editing ? (
        <>
          <RatingEditor rating={rating} onDone={() => setEditing(false)} />
          <AuditTrail
            entity="rating"
            id={String(rating.id)}
            fieldLabels={{ rate: 'Sterne', comment: 'Text', enabled: 'Freigegeben', ort: 'Ort' }}
          />
        </>
      ) : (
        <>
          {rating.comment && <blockquote className="mb-3">{rating.comment}</blockquote>}
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className={`btn ${rating.enabled ? 'btn-outline-secondary' : 'btn-primary'}`}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate()}
            >
              {rating.enabled ? 'Verbergen' : 'Freigeben'}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setEditing(true)}
            >
              Bearbeiten
            </button>
            {confirmDelete ? (
              <>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  Endgültig löschen
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setConfirmDelete(false)}
                >
                  Abbrechen
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => setConfirmDelete(true)}
              >
                Löschen …
              </button>
            )}
          </div>
        </>
      )}
      {(toggle.isError || remove.isError) && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {reasonOf(toggle.error ?? remove.error)}
        </p>
      )}
    </article>
  );
}
