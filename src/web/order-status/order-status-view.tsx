import { formatDate, formatDateWithWeekday } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { orderProgress } from '../../domain/order-progress';
import type { OrderStatusView as Status } from '../../domain/order-status-schema';
import { OrderSummaryView } from '../checkout/order-summary-view';
import { RatingLinkList } from '../checkout/rating-links';
import { stateSentence } from './state-sentence';

const BADGES: Record<Status['state'], string> = {
  paid: 'text-bg-light border',
  processing: 'text-bg-warning',
  shipped: 'text-bg-success',
  ready_for_pickup: 'text-bg-success',
  picked_up: 'text-bg-secondary',
  cancelled: 'text-bg-danger',
};

// written out whole: the build's unused-CSS purge keeps only class names it finds in the source
const STEP_CLASSES = {
  done: 'order-progress-step is-done',
  current: 'order-progress-step is-current',
  next: 'order-progress-step is-next',
} as const;

function Progress({ order }: { order: Status }) {
  const steps = orderProgress(order.delivery, order.state);
  if (steps.length < 2) return null;
  return (
    <ol className="order-progress" aria-label="Fortschritt deiner Bestellung">
      {steps.map((step) => (
        <li
          key={step.state}
          className={STEP_CLASSES[step.status]}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="order-progress-mark" aria-hidden="true">
            {step.status === 'done' ? '✓' : ''}
          </span>
          {step.label}
          {step.status === 'done' && <span className="visually-hidden"> (erledigt)</span>}
        </li>
      ))}
    </ol>
  );
}

function Shipment({ shipment }: { shipment: NonNullable<Status['shipment']> }) {
  return (
    <section className="order-status-card" aria-labelledby="sendung">
      <h2 id="sendung" className="order-status-card-title">
        Deine Sendung
      </h2>
      <dl className="order-status-facts">
        <dt>Versand mit</dt>
        <dd>{shipment.carrier}</dd>
        <dt>Sendungsnummer</dt>
        <dd className="font-monospace">{shipment.trackingNumber}</dd>
      </dl>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          className="btn btn-primary"
          target="_blank"
          rel="noopener noreferrer"
        >
          Sendung verfolgen
          <span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      )}
    </section>
  );
}

function Pickup({
  pickup,
  orderNumber,
}: {
  pickup: NonNullable<Status['pickup']>;
  orderNumber: string;
}) {
  return (
    <section className="order-status-card" aria-labelledby="abholung">
      <h2 id="abholung" className="order-status-card-title">
        Abholung
      </h2>
      <dl className="order-status-facts">
        <dt>Wann</dt>
        <dd>{formatDateWithWeekday(pickup.date)}</dd>
        <dt>Wo</dt>
        <dd>
          {pickup.name}
          <br />
          {pickup.address}
          {pickup.description && (
            <>
              <br />
              <span className="text-body-secondary">{pickup.description}</span>
            </>
          )}
        </dd>
        {pickup.openingHours.length > 0 && (
          <>
            <dt>Öffnungszeiten</dt>
            <dd>
              {pickup.openingHours.map((line) => (
                <span key={line} className="d-block">
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      <p className="mb-0">
        Nenne bei der Abholung einfach deine Bestellnummer <strong>{orderNumber}</strong>.
      </p>
    </section>
  );
}

function Address({ lines }: { lines: string[] }) {
  return (
    <section className="order-status-card" aria-labelledby="lieferadresse">
      <h2 id="lieferadresse" className="order-status-card-title">
        Lieferadresse
      </h2>
      <address className="mb-0">
        {lines.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}

function Refunds({ refunds }: { refunds: Status['refunds'] }) {
  return (
    <section className="order-status-card" aria-labelledby="erstattet">
      <h2 id="erstattet" className="order-status-card-title">
        Erstattet
      </h2>
      <ul className="list-unstyled mb-2">
        {refunds.map((refund, index) => (
          // two refunds of one day and amount are two refunds
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order
          <li key={index}>
            {formatEuro(refund.amountCents)} am {formatDate(refund.on)}
          </li>
        ))}
      </ul>
      <p className="mb-0 text-body-secondary">
        Das Geld geht auf dem Weg zu dir zurück, auf dem du bezahlt hast. Die Gutschrift haben wir
        dir per E-Mail geschickt.
      </p>
    </section>
  );
}

/** The paid order as its customer follows it: state, way, delivery details, items. */
export function OrderStatusView({ order }: { order: Status }) {
  return (
    <div className="container order-status-page">
      <title>{`Bestellung ${order.orderNumber} – Hofladen`}</title>
      <header className="order-status-header">
        <h1 className="order-status-title">Deine Bestellung</h1>
        <p className="text-body-secondary mb-2">
          Bestellnummer <strong className="order-status-number">{order.orderNumber}</strong> ·
          bezahlt am {formatDate(order.paidOn)} · {order.deliveryLabel}
        </p>
        <p className="order-status-state">
          <span className={`badge rounded-pill ${BADGES[order.state]}`}>{order.stateLabel}</span>{' '}
          {stateSentence(order.state, order.delivery)}
        </p>
        <Progress order={order} />
      </header>
      <div className="order-status-grid">
        <div className="order-status-delivery">
          {order.shipment && <Shipment shipment={order.shipment} />}
          {order.pickup && <Pickup pickup={order.pickup} orderNumber={order.orderNumber} />}
          {order.deliveryAddress && <Address lines={order.deliveryAddress} />}
          {order.refunds.length > 0 && <Refunds refunds={order.refunds} />}
          {order.invoiceUrl && (
            <p>
              <a
                href={order.invoiceUrl}
                target="_blank"
                rel="noopener"
                className="btn btn-outline-primary"
              >
                Rechnung herunterladen (PDF)
                <span className="visually-hidden"> (öffnet in neuem Tab)</span>
              </a>
            </p>
          )}
          <p className="text-body-secondary">
            Fragen zu deiner Bestellung? Schreib uns an{' '}
            <a href={`mailto:${order.shopEmail}`}>{order.shopEmail}</a>.
          </p>
        </div>
        {/* the delivery has its own cards on this page: the summary shows items and totals only */}
        <OrderSummaryView
          order={{ ...order.summary, delivery: { method: 'none' } }}
          headingId="deine-artikel"
          heading="Deine Artikel"
        />
      </div>
      <RatingLinkList links={order.ratings} />
    </div>
  );
}
