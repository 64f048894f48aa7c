import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatDateWithWeekday } from '../../domain/dates';
import type { TodayOrder } from '../../domain/fulfilment-schema';
import { placeAddress } from '../../domain/pickup-place';
import { fetchToday, fulfilmentKeys } from '../api/admin-fulfilment';
import { FulfilmentBadge } from './fulfilment-badge';
import { OrderActions } from './order-actions';
import { QueryState } from './query-state';

function OrderCard({ order, onMoved }: { order: TodayOrder; onMoved(): void }) {
  return (
    <li className="staff-tile staff-today-order">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
        <div>
          <Link to={`/admin/bestellungen/${order.orderId}`} className="fw-semibold fs-5">
            {order.orderNumber}
          </Link>
          <div>{order.buyerName ?? order.email ?? '–'}</div>
        </div>
        <FulfilmentBadge state={order.state} />
      </div>
      <ul className="list-unstyled mb-3">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move
          <li key={index}>
            {item.quantity} × {item.title}
          </li>
        ))}
      </ul>
      <OrderActions
        orderId={order.orderId}
        version={order.version}
        nextActions={order.nextActions.filter((action) => action !== 'cancel')}
        label={`für Bestellung ${order.orderNumber}`}
        large
        onMoved={onMoved}
      />
    </li>
  );
}

/**
 * /admin/heute — on a tablet at the packing table or the market stall: what must go out and
 * what each pickup place hands over today, one tap per order for its next step.
 */
export function TodayPage() {
  const [params, setParams] = useSearchParams();
  const day = params.get('tag') ?? '';
  const queryClient = useQueryClient();
  const today = useQuery({ queryKey: fulfilmentKeys.today(day), queryFn: () => fetchToday(day) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'today'] });
  const view = today.data;

  return (
    <>
      <title>Heute – Verwaltung – Hofladen</title>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <h1 className="h2 mb-0">
          Heute{view && <span className="fs-4 fw-normal">, {formatDateWithWeekday(view.day)}</span>}
        </h1>
        <div>
          <label htmlFor="heute-tag" className="form-label">
            Anderer Tag
          </label>
          <input
            id="heute-tag"
            type="date"
            className="form-control"
            value={day || view?.day || ''}
            onChange={(event) => setParams(event.target.value ? { tag: event.target.value } : {})}
          />
        </div>
      </div>
      <QueryState query={today} loading="Aufgaben werden geladen…" />
      {view && (
        <>
          <section aria-labelledby="heute-versand" className="mb-5">
            <h2 id="heute-versand" className="h4">
              Versand ({view.shipping.length})
            </h2>
            {view.shipping.length === 0 ? (
              <p className="text-body-secondary">Alles verschickt. 🐝</p>
            ) : (
              <ul className="staff-today-list">
                {view.shipping.map((order) => (
                  <OrderCard key={order.orderId} order={order} onMoved={refresh} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="heute-abholung">
            <h2 id="heute-abholung" className="h4">
              Abholung
            </h2>
            {view.pickups.length === 0 && (
              <p className="text-body-secondary">An diesem Tag holt niemand etwas ab.</p>
            )}
            {view.pickups.map(({ place, orders }) => (
              <section key={place.id} aria-labelledby={`heute-ort-${place.id}`} className="mb-4">
                <h3 id={`heute-ort-${place.id}`} className="h5 mb-1">
                  {place.name} ({orders.length})
                </h3>
                <p className="small text-body-secondary">{placeAddress(place)}</p>
                <ul className="staff-today-list">
                  {orders.map((order) => (
                    <OrderCard key={order.orderId} order={order} onMoved={refresh} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        </>
      )}
    </>
  );
}
