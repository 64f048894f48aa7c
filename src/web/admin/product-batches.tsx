import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../domain/dates';
import type { BatchForm, ProductStockView } from '../../domain/stock-schema';
import { ApiError } from '../api/client';
import { addBatch, correctBatch, productStock, setLowStockThreshold } from '../api/stock';

const EMPTY: BatchForm = { lotNumber: '', producedOn: null, bestBefore: '', quantity: 0 };
const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? 'Das hat nicht geklappt.' : null;

/**
 * Batches (Los) of a product on its edit page (docs/shop/stock.md#batches): the list with
 * best-before days, a counted correction per batch, a new batch, and the low-stock threshold.
 */
export function ProductBatches({
  productId,
  onChanged,
}: {
  productId: string;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const key = ['admin', 'product-stock', productId];
  const stock = useQuery({ queryKey: key, queryFn: () => productStock(productId) });
  const [form, setForm] = useState<BatchForm>(EMPTY);
  const done = (view: ProductStockView) => {
    queryClient.setQueryData(key, view);
    onChanged();
  };
  const add = useMutation({
    mutationFn: () => addBatch(productId, form),
    onSuccess: (view) => {
      setForm(EMPTY);
      done(view);
    },
  });
  const correct = useMutation({
    mutationFn: ({ batchId, quantity }: { batchId: number; quantity: number }) =>
      correctBatch(productId, batchId, quantity),
    onSuccess: done,
  });
  const threshold = useMutation({
    mutationFn: (value: number) => setLowStockThreshold(productId, value),
    onSuccess: done,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const view = stock.data;
  return (
    <section aria-labelledby="lose" className="staff-tile mt-4">
      <h2 id="lose" className="h5">
        Lose und Mindesthaltbarkeit
      </h2>
      <p className="small text-body-secondary">
        Mit dem ersten Los ergibt sich der Bestand aus den Losen: verkauft wird zuerst, was zuerst
        abläuft; ein Los nach seinem MHD nicht mehr. Jede Bestellung merkt sich ihre Lose.
      </p>
      {view && view.batches.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Los</th>
                <th scope="col">Ernte/Herstellung</th>
                <th scope="col">MHD</th>
                <th scope="col">Verkauft</th>
                <th scope="col">Bestand</th>
              </tr>
            </thead>
            <tbody>
              {view.batches.map((batch) => (
                <tr key={batch.id}>
                  <td>{batch.lotNumber}</td>
                  <td>{batch.producedOn ? formatDate(batch.producedOn) : '–'}</td>
                  <td>
                    {formatDate(batch.bestBefore)}
                    {batch.expired && (
                      <span className="badge text-bg-secondary ms-2">abgelaufen</span>
                    )}
                  </td>
                  <td>{batch.sold}</td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      className="form-control form-control-sm"
                      style={{ maxWidth: '6rem' }}
                      aria-label={`Bestand von Los ${batch.lotNumber}`}
                      defaultValue={batch.quantity}
                      key={`${batch.id}:${batch.quantity}`}
                      onBlur={(event) => {
                        const quantity = Number(event.target.value);
                        if (
                          Number.isInteger(quantity) &&
                          quantity >= 0 &&
                          quantity !== batch.quantity
                        )
                          correct.mutate({ batchId: batch.id, quantity });
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view && (
        <p className="mb-3" data-testid="batch-stock">
          Verkaufbar: <strong>{view.amountAvailable}</strong>
        </p>
      )}
      {problemOf(correct.error) && (
        <p className="text-danger small" role="alert">
          {problemOf(correct.error)}
        </p>
      )}
      <form onSubmit={submit} className="row g-2 align-items-end" noValidate>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="los-nummer">
            Losnummer
          </label>
          <input
            id="los-nummer"
            className="form-control"
            placeholder="L2026-07"
            value={form.lotNumber}
            onChange={(event) => setForm({ ...form, lotNumber: event.target.value })}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="los-ernte">
            Ernte/Herstellung
          </label>
          <input
            id="los-ernte"
            type="date"
            className="form-control"
            value={form.producedOn ?? ''}
            onChange={(event) => setForm({ ...form, producedOn: event.target.value || null })}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="los-mhd">
            Mindesthaltbar bis
          </label>
          <input
            id="los-mhd"
            type="date"
            className="form-control"
            value={form.bestBefore}
            onChange={(event) => setForm({ ...form, bestBefore: event.target.value })}
          />
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor="los-menge">
            Menge
          </label>
          <input
            id="los-menge"
            type="number"
            min={0}
            className="form-control"
            value={String(form.quantity)}
            onChange={(event) => setForm({ ...form, quantity: event.target.value })}
          />
        </div>
        <div className="col-12 col-md-1">
          <button type="submit" className="btn btn-outline-primary w-100" disabled={add.isPending}>
            Los anlegen
          </button>
        </div>
      </form>
      {problemOf(add.error) && (
        <p className="text-danger small mt-2" role="alert">
          {problemOf(add.error)}
        </p>
      )}
      {view && (
        <div className="mt-3">
          <label className="form-label" htmlFor="warnschwelle">
            Warnschwelle (Nachricht an den Shop, wenn der Bestand darunter fällt)
          </label>
          <input
            id="warnschwelle"
            type="number"
            min={0}
            className="form-control"
            style={{ maxWidth: '8rem' }}
            defaultValue={view.lowStockThreshold}
            key={view.lowStockThreshold}
            onBlur={(event) => {
              const value = Number(event.target.value);
              if (Number.isInteger(value) && value >= 0 && value !== view.lowStockThreshold)
                threshold.mutate(value);
            }}
          />
        </div>
      )}
    </section>
  );
}
