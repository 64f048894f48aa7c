import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { addressLines } from '../../domain/address-format';
import type { OrderDetail } from '../../domain/admin-orders-schema';
import { CARRIER_LABELS, type CarrierId, trackingUrl } from '../../domain/carriers';
import { courseDays, formatDateWithWeekday, withClock } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import {
  DELIVERY_METHOD_LABELS,
  FULFILMENT_STATE_LABELS,
  type FulfilmentState,
} from '../../domain/order-states';
import { placeAddress } from '../../domain/pickup-place';
import { adminKeys, fetchOrder, resendConfirmation } from '../api/admin';
import { namesNothing } from '../api/client';
import { deliveryNoteUrl } from '../api/documents';
import { OrderTotals } from '../ui/order-totals';
import { AuditTrail } from './audit-trail';
import { FulfilmentBadge } from './fulfilment-badge';
import { MarkHandled } from './open-withdrawals';
import { OrderActions } from './order-actions';
import { OrderStatusBadge, staffDateTime } from './order-status';
import { QueryState } from './query-state';
import { RefundPanel } from './refund-panel';
import { useScrollToHash } from './use-scroll-to-hash';

const MAIL_STATUS = { pending: 'wartet', sent: 'versendet', stored: 'gespeichert (kein SMTP)' };

/**
 * Under a line something of which went back: how many units, and the money — or, where a code had
 * made them free, that they went back without any.
 */
function LineRefunded({
  refunded,
  quantity,
}: {
  refunded: OrderDetail['lineRefunds'][number] | undefined;
  quantity: number;
}) {
  if (!refunded || refunded.quantity === 0) return null;
  const whole = refunded.quantity === quantity;
  return (
    <div className="small text-danger">
      {refunded.cents === 0
        ? `${whole ? 'Zurückgenommen' : `Davon ${refunded.quantity} zurückgenommen`}, ohne Erstattung (kostenlos)`
        : `${whole ? 'Erstattet' : `Davon ${refunded.quantity} erstattet`}: ${formatEuro(refunded.cents)}`}
    </div>
  );
}

/** /admin/bestellungen/:orderId — one order in full: lines, totals, payment, mails, withdrawals. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const withdrawal = Number(search.get('widerruf'));
  const startWith = Number.isInteger(withdrawal) && withdrawal > 0 ? withdrawal : null;
  // a withdrawal's "Erstatten", the Übersicht's and the notice mail's links name a section
  useScrollToHash();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    retry: (failures, error) => !namesNothing(error) && failures < 1,
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmation(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
  });

  const back = (
    <Link to="/admin/bestellungen" className="btn btn-outline-primary btn-sm mb-3">
      ← Alle Bestellungen
    </Link>
  );
  if (!order.data)
    return (
      <>
        {back}
        <QueryState query={order} loading="Bestellung wird geladen…" />
      </>
    );

  const detail = order.data;
  const cancelled = detail.fulfilment?.state === 'cancelled';
  return (
    <>
      <title>{`Bestellung ${detail.orderNumber} – Verwaltung – Hofladen`}</title>
      {back}
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h2 mb-0">Bestellung {detail.orderNumber}</h1>
        {/* a cancelled order was paid once; what it is now is cancelled */}
        {cancelled ? (
          <FulfilmentBadge state="cancelled" />
        ) : (
          <OrderStatusBadge status={detail.status} />
        )}
        {detail.status === 'paid' && detail.goodsLeft && !cancelled && (
          <a
            href={deliveryNoteUrl(detail.orderId)}
            className="btn btn-outline-primary btn-sm ms-auto"
          >
            Lieferschein (PDF)
          </a>
        )}
      </div>
      <div className="row g-4">
        <div className="col-lg-7">
          <section className="staff-tile mb-4" aria-labelledby="posten">
            <h2 id="posten">Posten</h2>
            <ul className="list-unstyled mb-3">
              {detail.summary.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move
                <li key={index} className="staff-line">
                  <div className="d-flex justify-content-between gap-3">
                    <span>
                      {line.quantity} × {line.title}
                    </span>
                    <span className="text-nowrap">{formatEuro(line.lineCents)}</span>
                  </div>
                  <LineRefunded refunded={detail.lineRefunds[index]} quantity={line.quantity} />
                  {line.course && (
                    <div className="small text-body-secondary">
                      {courseDays(line.course.label, line.course.dates)}
                      {line.course.time && `, ${withClock(line.course.time)}`} · Teilnehmer:{' '}
                      {line.course.attendee}
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <OrderTotals
              totals={detail.summary.totals}
              discountCode={detail.summary.discountCode}
              smallBusiness={detail.summary.smallBusiness}
            />
          </section>
          <section className="staff-tile mb-4" aria-labelledby="widerrufe">
            <h2 id="widerrufe">Widerrufe</h2>
            {detail.withdrawals.length === 0 ? (
              <p className="mb-0 text-body-secondary">Kein Widerruf zu dieser Bestellung.</p>
            ) : (
              <ul className="mb-0">
                {detail.withdrawals.map((withdrawal) => (
                  <li key={withdrawal.reference}>
                    <strong>{withdrawal.reference}</strong> am{' '}
                    {staffDateTime(withdrawal.receivedAt)} von {withdrawal.name} (
                    {withdrawal.email || 'gelöscht'}){' '}
                    {withdrawal.handled ? (
                      <div className="small text-body-secondary">
                        Ohne Erstattung erledigt am {staffDateTime(withdrawal.handled.at)} von{' '}
                        {withdrawal.handled.by}: {withdrawal.handled.note}
                      </div>
                    ) : withdrawal.open ? (
                      <div className="d-flex flex-wrap gap-2 align-items-center mt-1">
                        {detail.status === 'paid' && (
                          <Link to={`?widerruf=${withdrawal.id}#erstattung`}>Erstatten</Link>
                        )}
                        <MarkHandled withdrawal={withdrawal} />
                      </div>
                    ) : (
                      <span className="small text-body-secondary">erledigt</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <RefundPanel
            key={startWith ?? 'none'}
            orderId={detail.orderId}
            withdrawals={detail.withdrawals}
            startWith={startWith}
          />
        </div>
        {/* on a phone, who gets what and the next step come before the lines */}
        <div className="col-lg-5 order-first order-lg-last">
          <DeliveryTile
            detail={detail}
            onMoved={() => queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) })}
          />
          <section className="staff-tile mb-4" aria-labelledby="zahlung">
            <h2 id="zahlung">Kunde und Zahlung</h2>
            <dl className="staff-facts mb-0">
              <dt>E-Mail</dt>
              <dd className="text-break">{detail.email ?? '–'}</dd>
              <dt>Angelegt am</dt>
              <dd>{staffDateTime(detail.createdAt)}</dd>
              <dt>Bezahlt am</dt>
              <dd>{detail.paidAt ? staffDateTime(detail.paidAt) : '–'}</dd>
              <dt>Zahlungsweg</dt>
              <dd>{detail.provider === 'stripe' ? 'Stripe' : 'Simuliert'}</dd>
              <dt>Zahlungs-ID</dt>
              <dd className="text-break">{detail.paymentIntentId ?? '–'}</dd>
              {detail.summary.invoiceUrl && (
                <>
                  <dt>Rechnung</dt>
                  <dd>
                    <a href={detail.summary.invoiceUrl}>Rechnung öffnen</a>
                  </dd>
                </>
              )}
              {detail.summary.receiptUrl && (
                <>
                  <dt>Beleg</dt>
                  <dd>
                    <a href={detail.summary.receiptUrl}>Beleg öffnen</a>
                  </dd>
                </>
              )}
            </dl>
          </section>
          <section className="staff-tile mb-4" aria-labelledby="mails">
            <h2 id="mails">E-Mails</h2>
            {detail.mails.length === 0 ? (
              <p className="text-body-secondary">Keine E-Mail zu dieser Bestellung.</p>
            ) : (
              <ul className="list-unstyled">
                {detail.mails.map((mail) => (
                  <li key={mail.createdAt + mail.kind} className="staff-line">
                    <div>{mail.subject}</div>
                    <div className="small text-body-secondary">
                      an {mail.recipient}, {staffDateTime(mail.createdAt)} ·{' '}
                      {MAIL_STATUS[mail.status]}
                    </div>
                  </li>
                ))}
                <li>
                  <Link to={`/admin/postausgang?q=${detail.orderNumber}`}>
                    Im Postausgang lesen
                  </Link>
                </li>
              </ul>
            )}
            {/* a cancelled order's confirmation would confirm what no longer stands */}
            {detail.mails.some((mail) => mail.kind === 'order-confirmation') && !cancelled && (
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={resend.isPending}
                onClick={() => resend.mutate()}
              >
                Bestätigung erneut senden
              </button>
            )}
            {resend.isSuccess && (
              <p className="text-success mt-2 mb-0" role="status">
                Die Bestätigung ist erneut unterwegs.
              </p>
            )}
            {resend.isError && (
              <p className="text-danger mt-2 mb-0" role="alert">
                {resend.error.message}
              </p>
            )}
          </section>
        </div>
      </div>
      <AuditTrail
        entity="order"
        id={detail.orderId}
        version={order.dataUpdatedAt}
        fieldLabels={{
          confirmation: 'Bestätigung',
          customerData: 'Kundendaten',
          state: 'Bearbeitung',
          carrier: 'Versanddienst',
          trackingNumber: 'Sendungsnummer',
          cancelReason: 'Grund',
        }}
        formats={{
          state: (value) => FULFILMENT_STATE_LABELS[value as FulfilmentState] ?? '–',
          carrier: (value) => CARRIER_LABELS[value as CarrierId] ?? '–',
        }}
      />
    </>
  );
}

function Address({ lines }: { lines: string[] }) {
  return (
    <address className="mb-0">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </address>
  );
}

/** Who gets the goods and how, where the order stands and what staff may do next. */
function DeliveryTile({ detail, onMoved }: { detail: OrderDetail; onMoved(): void }) {
  const { fulfilment } = detail;
  const shipment = fulfilment?.shipment ?? null;
  const link = shipment ? trackingUrl(shipment) : null;
  return (
    <section className="staff-tile mb-4" aria-labelledby="lieferung">
      <h2 id="lieferung">Lieferung</h2>
      <dl className="staff-facts">
        <dt>Name</dt>
        <dd>{detail.buyerName ?? '–'}</dd>
        {detail.phone && (
          <>
            <dt>Telefon</dt>
            <dd>
              <a href={`tel:${detail.phone.replace(/\s+/g, '')}`}>{detail.phone}</a>
            </dd>
          </>
        )}
        <dt>Lieferart</dt>
        <dd>{DELIVERY_METHOD_LABELS[detail.delivery]}</dd>
        {detail.deliveryAddress && (
          <>
            <dt>Lieferadresse</dt>
            <dd>
              <Address lines={addressLines(detail.buyerName, detail.deliveryAddress)} />
            </dd>
          </>
        )}
        {detail.billingAddress && (
          <>
            <dt>Rechnungsadresse</dt>
            <dd>
              <Address lines={addressLines(detail.billingAddress.name, detail.billingAddress)} />
            </dd>
          </>
        )}
        {detail.pickupPlace && (
          <>
            <dt>Abholort</dt>
            <dd>
              {detail.pickupPlace.name}
              <div className="small text-body-secondary">{placeAddress(detail.pickupPlace)}</div>
            </dd>
          </>
        )}
        {detail.pickupDate && (
          <>
            <dt>Abholtag</dt>
            <dd>{formatDateWithWeekday(detail.pickupDate)}</dd>
          </>
        )}
        {fulfilment && (
          <>
            <dt>Bearbeitung</dt>
            <dd>
              <FulfilmentBadge state={fulfilment.state} />
            </dd>
          </>
        )}
        {shipment && (
          <>
            <dt>Sendung</dt>
            <dd className="text-break">
              {shipment.carrier === 'other'
                ? shipment.carrierName
                : CARRIER_LABELS[shipment.carrier]}
              {': '}
              {link ? <a href={link}>{shipment.trackingNumber}</a> : shipment.trackingNumber}
            </dd>
          </>
        )}
      </dl>
      {fulfilment ? (
        <OrderActions
          orderId={detail.orderId}
          version={fulfilment.version}
          nextActions={fulfilment.nextActions}
          label={`für Bestellung ${detail.orderNumber}`}
          onMoved={onMoved}
        />
      ) : (
        <p className="mb-0 text-body-secondary">
          {detail.status === 'pending'
            ? 'Noch nicht bezahlt: nichts zu tun.'
            : 'Nie bezahlt: nichts zu tun.'}
        </p>
      )}
    </section>
  );
}
