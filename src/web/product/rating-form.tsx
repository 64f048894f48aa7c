import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../domain/dates';
import {
  NewRating,
  RATING_COMMENT_MAX,
  RATING_ORT_MAX,
  RATING_TITLE_MAX,
} from '../../domain/ratings-schema';
import { submitRating } from '../api/ratings';
import { focusOnAppear } from '../ui/focus-on-appear';
import { TextField } from '../ui/text-field';
import { StarPicker } from './star-picker';

const MISSING_STAR = 'Es fehlt die Bewertung!';
const today = () => new Date().toLocaleDateString('sv-SE');

interface RatingFormProps {
  productId: string;
  transactionId: string;
}

const empty = {
  rate: null as number | null,
  date: null as string | null,
  title: '',
  ort: '',
  comment: '',
};

/**
 * docs/shop/ratings.md#rating-form: star (required), Titel, Ort, Kommentar; published once the shop
 * has checked it.
 */
export function RatingForm({ productId, transactionId }: RatingFormProps) {
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (rating: NewRating) => submitRating(productId, rating),
    // docs/shop/ratings.md#rating-form: the form is reset after submit; the thanks replace it until
    // the page is left
    onSuccess: () => setForm(empty),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.rate === null) return setProblem(MISSING_STAR);
    const parsed = NewRating.safeParse({
      transactionId,
      rate: form.rate,
      title: form.title,
      ort: form.ort,
      comment: form.comment,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? MISSING_STAR);
    setProblem(null);
    send.mutate(parsed.data as NewRating);
  };
  const update = (field: 'title' | 'ort' | 'comment') => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  if (send.isSuccess)
    return (
      <section className="product-section rating-form-section" aria-labelledby="deine-bewertung">
        <h2 id="deine-bewertung" className="section-title">
          Deine Bewertung
        </h2>
        {/* far shorter than the form they replace: on a phone they would sit above the screen */}
        <div ref={focusOnAppear} tabIndex={-1} className="alert alert-success mb-0" role="status">
          {send.data.message}
        </div>
      </section>
    );

  const error = problem ?? (send.isError ? send.error.message : null);
  return (
    <section className="product-section rating-form-section" aria-labelledby="deine-bewertung">
      <h2 id="deine-bewertung" className="section-title">
        Deine Bewertung
      </h2>
      <form className="rating-form" noValidate onSubmit={submit}>
        <p className="text-body-secondary">
          Danke für deinen Einkauf! Wie gefällt dir das Produkt? Deine Bewertung erscheint, sobald
          wir sie geprüft haben.
        </p>
        <StarPicker
          value={form.rate}
          invalid={problem === MISSING_STAR}
          describedBy={error ? 'bewertung-fehler' : undefined}
          onChange={(rate) => {
            // docs/shop/ratings.md#rating-form: picking a star sets the rating's date
            setForm((current) => ({ ...current, rate, date: today() }));
            if (problem === MISSING_STAR) setProblem(null);
          }}
        />
        {form.date && (
          <p className="small text-body-secondary">Bewertet am {formatDate(form.date)}</p>
        )}
        <div className="row g-3">
          <TextField
            id="bewertung-titel"
            label="Titel"
            className="col-md-6"
            maxLength={RATING_TITLE_MAX}
            value={form.title}
            onChange={(event) => update('title')(event.target.value)}
          />
          <TextField
            id="bewertung-ort"
            label="Ort"
            className="col-md-6"
            maxLength={RATING_ORT_MAX}
            value={form.ort}
            onChange={(event) => update('ort')(event.target.value)}
          />
          <div className="col-12">
            <label htmlFor="bewertung-kommentar" className="form-label">
              Kommentar
            </label>
            <textarea
              id="bewertung-kommentar"
              className="form-control"
              rows={4}
              maxLength={RATING_COMMENT_MAX}
              value={form.comment}
              onChange={(event) => update('comment')(event.target.value)}
            />
          </div>
        </div>
        {error && (
          <div id="bewertung-fehler" className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary mt-3" disabled={send.isPending}>
          {send.isPending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Wird gesendet...
            </>
          ) : (
            'Bewertung abschicken'
          )}
        </button>
      </form>
    </section>
  );
}
