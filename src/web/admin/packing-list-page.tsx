import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { berlinDay } from '../../domain/berlin-time';
import { formatDate, formatDateWithWeekday } from '../../domain/dates';
import { IsoDay } from '../../domain/day-schema';
import { PACKING_GROUP_PATTERN, type PackingList } from '../../domain/packing-list-schema';
import {
  deliveryNoteUrl,
  fetchPackingList,
  packingListKeys,
  packingListPdfUrl,
} from '../api/documents';
import { QueryState } from './query-state';
import './packing-list.scss';

function Totals({ list }: { list: PackingList }) {
  return (
    <section aria-labelledby="einladen">
      <h2 id="einladen" className="h4">
        Einladen
      </h2>
      <table className="table staff-table packing-table">
        <thead>
          <tr>
            <th scope="col" className="text-end packing-quantity">
              Menge
            </th>
            <th scope="col">Artikel</th>
          </tr>
        </thead>
        <tbody>
          {list.products.map((product) => (
            <tr key={product.productId}>
              <td className="text-end fw-bold">{product.quantity}</td>
              <td>{product.title}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Orders({ list }: { list: PackingList }) {
  return (
    <section aria-labelledby="bestellungen">
      <h2 id="bestellungen" className="h4">
        Bestellungen ({list.orders.length})
      </h2>
      <div className="table-responsive">
        <table className="table staff-table packing-table staff-table-stacked">
          <thead>
            <tr>
              <th scope="col">Bestellung</th>
              <th scope="col">Name</th>
              <th scope="col">Artikel</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.orders.map((order) => (
              <tr key={order.orderId}>
                <td>
                  <Link to={`/admin/bestellungen/${order.orderId}`} className="font-monospace">
                    {order.orderNumber}
                  </Link>
                  <a
                    className="d-block small d-print-none"
                    href={deliveryNoteUrl(order.orderId)}
                    target="_blank"
                    rel="noopener"
                  >
                    Lieferschein<span className="visually-hidden"> {order.orderNumber} (PDF)</span>
                  </a>
                </td>
                <td data-label="Name">{order.buyerName ?? '–'}</td>
                <td data-label="Artikel">
                  <ul className="list-unstyled mb-0">
                    {order.lines.map((line) => (
                      <li key={line.title}>
                        {line.quantity} × {line.title}
                        {line.lots.map((lot) => (
                          // as the PDF words it (lotLines); a lot number never breaks at its dash
                          <span key={lot.lotNumber} className="d-block small text-body-secondary">
                            Los <span className="text-nowrap">{lot.lotNumber}</span> (MHD{' '}
                            {formatDate(lot.bestBefore)})
                            {line.lots.length > 1 && ` × ${lot.quantity}`}
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label="Status">{order.stateLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /admin/packliste — a day's packing list per pickup place or for the parcels, to print. */
export function PackingListPage() {
  const [params, setParams] = useSearchParams();
  const wantedDay = params.get('tag') ?? '';
  const day = IsoDay.safeParse(wantedDay).success ? wantedDay : berlinDay(new Date());
  const wantedGroup = params.get('ort') ?? '';
  const group = PACKING_GROUP_PATTERN.test(wantedGroup) ? wantedGroup : 'shipping';
  const list = useQuery({
    queryKey: packingListKeys.list(day, group),
    queryFn: () => fetchPackingList(day, group),
    placeholderData: keepPreviousData,
  });
  const choose = (next: { tag?: string; ort?: string }) =>
    setParams({ tag: day, ort: group, ...next }, { replace: true });

  return (
    <div className="packing-list-page">
      <title>Packliste – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">
        Packliste{list.data ? ` ${list.data.title}` : ''}
        <span className="d-block fs-5 fw-normal text-body-secondary">
          {formatDateWithWeekday(day)}
          {list.data?.address ? ` · ${list.data.address}` : ''}
        </span>
      </h1>
      <form
        className="row g-3 align-items-end mb-4 d-print-none"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="col-sm-4 col-lg-3">
          <label htmlFor="packliste-tag" className="form-label">
            Tag
          </label>
          <input
            id="packliste-tag"
            type="date"
            className="form-control"
            value={day}
            onChange={(event) => {
              if (IsoDay.safeParse(event.target.value).success) choose({ tag: event.target.value });
            }}
          />
        </div>
        <div className="col-sm-8 col-lg-4">
          <label htmlFor="packliste-ort" className="form-label">
            Versand oder Abholort
          </label>
          <select
            id="packliste-ort"
            className="form-select"
            value={group}
            onChange={(event) => choose({ ort: event.target.value })}
          >
            {(list.data?.groups ?? [{ group: 'shipping', label: 'Versand' }]).map((choice) => (
              <option key={choice.group} value={choice.group}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-lg-5 d-flex gap-2 flex-wrap">
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            Drucken
          </button>
          <a
            className="btn btn-outline-primary"
            href={packingListPdfUrl(day, group)}
            target="_blank"
            rel="noopener"
          >
            Als PDF
          </a>
        </div>
      </form>
      <QueryState query={list} loading="Packliste wird geladen…" />
      {list.data && list.data.orders.length === 0 && (
        <p className="staff-tile">Für diesen Tag gibt es hier nichts zu packen.</p>
      )}
      {list.data && list.data.orders.length > 0 && (
        <>
          <Totals list={list.data} />
          <Orders list={list.data} />
        </>
      )}
    </div>
  );
}
