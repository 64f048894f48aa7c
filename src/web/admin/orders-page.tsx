import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUS_LABELS } from '../../domain/admin-orders';
import { ORDER_STATUSES } from '../../domain/checkout-schema';
import { formatEuro } from '../../domain/money';
import { adminKeys, fetchOrders, type OrderFilter } from '../api/admin';
import { OrderStatusBadge, staffDateTime } from './order-status';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { SearchField } from './search-field';

/** /admin/bestellungen — every order, newest first, by status and found by number or e-mail. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filter: OrderFilter = {
    status: params.get('status') ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('seite')) || 1),
  };
  const [search, setSearch] = useState(filter.q);
  const orders = useQuery({
    queryKey: adminKeys.orders(filter),
    queryFn: () => fetchOrders(filter),
    placeholderData: keepPreviousData,
  });

  const show = (next: Partial<OrderFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.status) query.status = merged.status;
    if (merged.q.trim()) query.q = merged.q.trim();
    if (merged.page > 1) query.seite = String(merged.page);
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: search });
  };

  return (
    <>
      <title>Bestellungen – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Bestellungen</h1>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit}>
        <div className="col-sm-4">
          <label htmlFor="bestellungen-status" className="form-label">
            Status
          </label>
          <select
            id="bestellungen-status"
            className="form-select"
            value={filter.status}
            onChange={(event) => show({ status: event.target.value })}
          >
            <option value="">Alle</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
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
          <p className="text-body-secondary" aria-live="polite">
            {orders.data.total === 1 ? '1 Bestellung' : `${orders.data.total} Bestellungen`}
          </p>
          {orders.data.orders.length > 0 && (
            <div className="table-responsive staff-table">
              <table className="table table-hover align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">Nummer</th>
                    <th scope="col">Datum</th>
                    <th scope="col">Status</th>
                    <th scope="col">E-Mail</th>
                    <th scope="col" className="text-end">
                      Summe
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.orders.map((order) => (
                    <tr key={order.orderId}>
                      <td>
                        <Link to={`/admin/bestellungen/${order.orderId}`} className="fw-semibold">
                          {order.orderNumber}
                        </Link>
                      </td>
                      <td>{staffDateTime(order.createdAt)}</td>
                      <td>
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td className="text-break">{order.email ?? '–'}</td>
                      <td className="text-end text-nowrap">{formatEuro(order.totalCents)}</td>
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
