import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { EMAIL_MESSAGE, isEmail } from '../../domain/text';
import { ApiError } from '../api/client';
import { requestStockNotice } from '../api/stock';

/**
 * "Benachrichtige mich" under a sold-out product (docs/shop/stock.md): one e-mail address,
 * confirmed by a link before anything is sent.
 */
export function StockNoticeForm({ productId }: { productId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: requestStockNotice });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setProblem(EMAIL_MESSAGE);
      return;
    }
    ask.mutate({ productId, email: email.trim() });
  };

  if (ask.data)
    return (
      <p className="alert alert-success mt-3 mb-0" role="status">
        {ask.data.message}
      </p>
    );
  const failed =
    ask.error instanceof ApiError
      ? ask.error.message
      : ask.error
        ? 'Das hat nicht geklappt. Bitte versuche es gleich noch einmal.'
        : null;
  return (
    <form className="stock-notice mt-3" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`} className="form-label fw-semibold">
        Benachrichtige mich, sobald es wieder da ist
      </label>
      <div className="d-flex gap-2 flex-wrap">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={`form-control flex-grow-1 w-auto ${problem ? 'is-invalid' : ''}`}
          value={email}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={ask.isPending}>
          Benachrichtige mich
        </button>
      </div>
      {problem && <div className="invalid-feedback d-block">{problem}</div>}
      {failed && (
        <div className="text-danger small mt-1" role="alert">
          {failed}
        </div>
      )}
      <p id={`${id}-hint`} className="form-text mb-0">
        Du bekommst erst eine E-Mail zum Bestätigen, dann genau eine, wenn es wieder erhältlich ist.
        Danach löschen wir deine Adresse.
      </p>
    </form>
  );
}
