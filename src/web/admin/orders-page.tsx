import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUS_LABELS } from '../../domain/admin-orders';
import type { OrderListRow } from '../../domain/admin-orders-schema';
import { ORDER_STATUSES } from '../../domain/checkout-schema';
import { formatDateWithWeekday } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { nextActions } from '../../domain/order-lifecycle';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  FULFILMENT_STATE_LABELS,
  FULFILMENT_STATES,
} from '../../domain/order-states';
import { orderNumber } from '../../domain/withdrawal';
import { adminKeys, fetchOrders, type OrderFilter } from '../api/admin';
import { fetchPickupPlaces, fulfilmentKeys, startProcessing } from '../api/admin-fulfilment';
import { SelectField } from '../ui/select-field';
import { FulfilmentBadge } from './fulfilment-badge';
import { OrderStatusBadge, staffDateTime } from './order-status';
import { Pager } from './pager';
import { QueryState, reasonOf } from './query-state';
import { SearchField, useSearchText } from './search-field';

const FILTER_PARAMS = ['status', 'state', 'delivery', 'place', 'day'] as const;

const canStart = (order: OrderListRow) =>
  order.state !== null &&
  nextActions({ ...order, state: order.state }).includes('start_processing');

function deliveryText(order: OrderListRow) {
  if (order.delivery !== 'pickup') return DELIVERY_METHOD_LABELS[order.delivery];
  const day = order.pickupDate ? formatDateWithWeekday(order.pickupDate) : '';
  return `Abholung ${order.pickupPlaceName ?? ''}, ${day}`;
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** value and German label; "Alle" (no filter) comes first */
  options: [string, string][];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  return (
    <SelectField
      id={id}
      label={label}
      className="col-6 col-md-4 col-xl-2"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Alle</option>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * /admin/bestellungen — every order, newest first: by payment status, state after payment,
 * delivery, pickup place and day, found by number or e-mail; ticked ones go "In Bearbeitung".
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filter: OrderFilter = {
    status: params.get('status') ?? '',
    state: params.get('state') ?? '',
    delivery: params.get('delivery') ?? '',
    place: params.get('place') ?? '',
    day: params.get('day') ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('seite')) || 1),
  };
  const [search, setSearch] = useSearchText(filter.q);
  const [ticked, setTicked] = useState<Record<string, number>>({});
  const queryClient = useQueryClient();
  const orders = useQuery({
    queryKey: adminKeys.orders(filter),
    queryFn: () => fetchOrders(filter),
    placeholderData: keepPreviousData,
  });
  const places = useQuery({ queryKey: fulfilmentKeys.places, queryFn: fetchPickupPlaces });
  const bulk = useMutation({
    mutationFn: () =>
      startProcessing(Object.entries(ticked).map(([id, version]) => ({ id, version }))),
    onSuccess: async () => {
      setTicked({});
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });

  const show = (next: Partial<OrderFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query: Record<string, string> = {};
    for (const key of FILTER_PARAMS) if (merged[key]) query[key] = merged[key];
    if (merged.q.trim()) query.q = merged.q.trim();
    if (merged.page > 1) query.seite = String(merged.page);
    setTicked({});
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: search });
  };
  const tick = (order: OrderListRow, on: boolean) =>
    setTicked(({ [order.orderId]: _was, ...rest }) =>
      on ? { ...rest, [order.orderId]: order.version } : rest,
    );
  const tickedCount = Object.keys(ticked).length;
  const refused = bulk.data?.results.flatMap((result) =>
    result.outcome === 'refused' ? [result] : [],
  );
  const moved = bulk.data ? bulk.data.results.length - (refused?.length ?? 0) : 0;

  return (
    <>
      <title>Bestellungen – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Bestellungen</h1>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit}>
        <FilterSelect
          id="bestellungen-status"
          label="Zahlung"
          value={filter.status}
          options={ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]])}
          onChange={(status) => show({ status })}
        />
        <FilterSelect
          id="bestellungen-stand"
          label="Bearbeitung"
          value={filter.state}
          options={FULFILMENT_STATES.map((state) => [state, FULFILMENT_STATE_LABELS[state]])}
          onChange={(state) => show({ state })}
        />
        <FilterSelect
          id="bestellungen-lieferung"
          label="Lieferung"
          value={filter.delivery}
          options={DELIVERY_METHODS.map((method) => [method, DELIVERY_METHOD_LABELS[method]])}
          onChange={(delivery) => show({ delivery })}
        />
        <FilterSelect
          id="bestellungen-abholort"
          label="Abholort"
          value={filter.place}
          options={(places.data ?? []).map((place) => [String(place.id), place.name])}
          onChange={(place) => show({ place })}
        />
        <div className="col-6 col-md-4 col-xl-2">
          <label htmlFor="bestellungen-abholtag" className="form-label">
            Abholtag
          </label>
          <input
            id="bestellungen-abholtag"
            type="date"
            className="form-control"
            value={filter.day}
            onChange={(event) => show({ day: event.target.value })}
          />
        </div>
        <SearchField
          id="bestellungen-suche"
          label="Bestellnummer oder E-Mail"
          value={search}
          onChange={setSearch}
        />
      </form>

      <QueryState query={orders} loading="Bestellungen werden geladen…" />
      {orders.data && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
            <p className="text-body-secondary mb-0" aria-live="polite">
              {orders.data.total === 1 ? '1 Bestellung' : `${orders.data.total} Bestellungen`}
            </p>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={tickedCount === 0 || bulk.isPending}
              onClick={() => bulk.mutate()}
            >
              Ausgewählte in Bearbeitung ({tickedCount})
            </button>
          </div>
          <div aria-live="polite">
            {bulk.data && (
              <div className={`alert ${refused?.length ? 'alert-warning' : 'alert-success'} py-2`}>
                <p className="mb-0">
                  {moved === 1 ? '1 Bestellung ist' : `${moved} Bestellungen sind`} jetzt in
                  Bearbeitung.
                </p>
                {refused && refused.length > 0 && (
                  <ul className="mb-0 mt-1">
                    {refused.map((result) => (
                      <li key={result.orderId}>
                        {orderNumber(result.orderId)}: {result.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {bulk.isError && (
              <p className="text-danger" role="alert">
                {reasonOf(bulk.error)}
              </p>
            )}
          </div>
          {orders.data.orders.length > 0 && (
            <div className="table-responsive staff-table">
              <table className="table table-hover align-middle mb-0 staff-table-stacked">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Auswahl</span>
                    </th>
                    <th scope="col">Nummer</th>
                    <th scope="col">Datum</th>
                    <th scope="col">Status</th>
                    <th scope="col">Kunde</th>
                    <th scope="col">Lieferung</th>
                    <th scope="col" className="text-end">
                      Summe
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.orders.map((order) => (
                    <tr key={order.orderId}>
                      <td>
                        {canStart(order) && (
                          <input
                            type="checkbox"
                            className="form-check-input"
                            aria-label={`Bestellung ${order.orderNumber} auswählen`}
                            checked={order.orderId in ticked}
                            onChange={(event) => tick(order, event.target.checked)}
                          />
                        )}
                      </td>
                      <td>
                        <Link to={`/admin/bestellungen/${order.orderId}`} className="fw-semibold">
                          {order.orderNumber}
                        </Link>
                      </td>
                      <td data-label="Datum">{staffDateTime(order.createdAt)}</td>
                      <td data-label="Status">
                        {order.state ? (
                          <FulfilmentBadge state={order.state} />
                        ) : (
                          <OrderStatusBadge status={order.status} />
                        )}
                        {order.openWithdrawal && (
                          <span className="badge text-bg-danger ms-1">Widerruf offen</span>
                        )}
                      </td>
                      <td className="text-break" data-label="Kunde">
                        <div>
                          {order.buyerName && <div>{order.buyerName}</div>}
                          <div className={order.buyerName ? 'small text-body-secondary' : ''}>
                            {order.email ?? '–'}
                          </div>
                        </div>
                      </td>
                      <td data-label="Lieferung">{deliveryText(order)}</td>
                      <td className="text-end text-nowrap" data-label="Summe">
                        {formatEuro(order.totalCents)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={orders.data.page}
            pages={orders.data.pages}
            onPage={(page) => show({ page })}
          />
        </>
      )}
    </>
  );
}
