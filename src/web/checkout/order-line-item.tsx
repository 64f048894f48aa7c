import type { OrderLineSummary } from '../../domain/checkout-schema';
import { formatEuro } from '../../domain/money';
import { courseDays, courseTime } from './course-schedule';

/** One bought line: title, quantity and unit price, line price; courses with date and attendee. */
export function OrderLineItem({ line }: { line: OrderLineSummary }) {
  return (
    <li className="order-line">
      <div className="order-line-main">
        <p className="order-line-title">{line.title}</p>
        <p className="order-line-quantity">
          {line.quantity} × {formatEuro(line.unitCents)}
        </p>
        {line.course && (
          <dl className="course-details">
            <dt>Datum</dt>
            <dd>{courseDays(line.course)}</dd>
            {line.course.time && (
              <>
                <dt>Uhrzeit</dt>
                <dd>{courseTime(line.course)}</dd>
              </>
            )}
            <dt>Teilnehmer</dt>
            <dd>{line.course.attendee}</dd>
          </dl>
        )}
      </div>
      <p className="order-line-price" data-testid="order-line-price">
        {formatEuro(line.lineCents)}
      </p>
    </li>
  );
}
