import { dollars } from '../figures';
import logoUrl from '../images/pd-logo.svg';
import { InertLink } from '../ui/inert';

const ITEMS = [
  { name: 'Brand workshop', detail: 'Two days on site, with notes', quantity: 2, rate: 1200 },
  {
    name: 'Landing page design',
    detail: 'Desktop and mobile, two rounds',
    quantity: 1,
    rate: 2400,
  },
  { name: 'Icon set', detail: '24 icons in three sizes', quantity: 24, rate: 35 },
  { name: 'Hosting', detail: 'Monthly, billed for a year', quantity: 12, rate: 19.5 },
];

/** Sales tax on the subtotal, in percent. */
const TAX_PERCENT = 8;

const SUBTOTAL = ITEMS.reduce((sum, item) => sum + item.quantity * item.rate, 0);
const TAX = Math.round(SUBTOTAL * TAX_PERCENT) / 100;

export function InvoicePage() {
  return (
    <div className="container py-5">
      <title>Invoice – Wabe UI Kit</title>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3 demo-pd-invoice-actions">
        <InertLink className="btn btn-outline-secondary">Download PDF</InertLink>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print invoice
        </button>
      </div>
      <article className="card shadow-sm">
        <div className="card-body p-3 p-sm-4 p-md-5">
          <InvoiceHeader />
          <Parties />
          <ItemsTable />
          <p className="small text-body-secondary mb-0 mt-4">
            Thank you for your business. Please pay within 14 days by bank transfer, quoting the
            invoice number. Questions? Write to billing@wabe.example.
          </p>
        </div>
      </article>
    </div>
  );
}

function InvoiceHeader() {
  return (
    <header className="d-flex flex-column flex-sm-row justify-content-between gap-4 pb-4 mb-4 border-bottom">
      <div className="d-flex gap-3">
        <img src={logoUrl} width={56} height={56} alt="" />
        <address className="mb-0">
          <strong className="d-block fs-5">Wabe Studio</strong>
          <span className="text-body-secondary">
            18 Linden Row, Bristol BS1 4QA
            <br />
            United Kingdom
          </span>
        </address>
      </div>
      <div className="text-sm-end">
        <h1 className="h2 mb-1">Invoice</h1>
        <p className="fw-semibold mb-2">No. WB-2041</p>
        <span className="badge text-bg-warning">Payment due</span>
      </div>
    </header>
  );
}

function Parties() {
  return (
    <div className="row g-4 mb-4">
      <div className="col-sm-6">
        <h2 className="demo-pd-invoice-label">Billed to</h2>
        <address className="mb-0">
          <strong>Fernhill Coffee Roasters</strong>
          <br />
          Attn. Daniel Ortiz
          <br />
          42 Harbour Street, Leith
          <br />
          Edinburgh EH6 6QH
        </address>
      </div>
      <div className="col-sm-6 text-sm-end">
        <h2 className="demo-pd-invoice-label">Details</h2>
        <dl className="mb-0 demo-pd-invoice-dates">
          <dt>Issued</dt>
          <dd>4 March 2025</dd>
          <dt>Due</dt>
          <dd>18 March 2025</dd>
          <dt>Project</dt>
          <dd>Website relaunch</dd>
        </dl>
      </div>
    </div>
  );
}

// On a phone the Rate column gives way: each item names its rate under its detail instead.
function ItemsTable() {
  return (
    <table className="table align-middle mb-0 demo-pd-invoice-table">
      <caption className="visually-hidden">
        Items on invoice WB-2041, with totals in dollars
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="text-end">
            Qty
          </th>
          <th scope="col" className="text-end d-none d-sm-table-cell">
            Rate
          </th>
          <th scope="col" className="text-end">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {ITEMS.map((item) => (
          <tr key={item.name}>
            <th scope="row" className="fw-normal">
              <span className="d-block fw-semibold">{item.name}</span>
              <span className="d-block small text-body-secondary">{item.detail}</span>
              <span className="d-block small text-body-secondary d-sm-none">
                {dollars(item.rate, { cents: true })} each
              </span>
            </th>
            <td className="text-end">{item.quantity}</td>
            <td className="text-end d-none d-sm-table-cell">
              {dollars(item.rate, { cents: true })}
            </td>
            <td className="text-end">{dollars(item.quantity * item.rate, { cents: true })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <TotalRow label="Subtotal" amount={SUBTOTAL} />
        <TotalRow label={`Sales tax (${TAX_PERCENT}%)`} amount={TAX} />
        <TotalRow label="Total due" amount={SUBTOTAL + TAX} strong />
      </tfoot>
    </table>
  );
}

function TotalRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'fs-5 fw-bold' : undefined}>
      {/* under Item on wide screens; hidden on a phone, where the label spans Item and Qty */}
      <td className="d-none d-sm-table-cell" />
      <th scope="row" colSpan={2} className="text-end fw-semibold">
        {label}
      </th>
      <td className="text-end">{dollars(amount, { cents: true })}</td>
    </tr>
  );
}
