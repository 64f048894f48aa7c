import { type ReactNode, useId } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Hint } from '../ui/hint';
import { InertForm, InertLink } from '../ui/inert';

// The component previews of /presentation, one framed box each.

function Preview({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="demo-pc-preview">
      <h3 className="h6 demo-pc-eyebrow mb-3">{title}</h3>
      {children}
    </div>
  );
}

export function ButtonsPreview() {
  return (
    <Preview title="Buttons">
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-primary">
          Primary
        </button>
        <button type="button" className="btn btn-secondary">
          Secondary
        </button>
        <button type="button" className="btn btn-outline-primary">
          Outline
        </button>
        <button type="button" className="btn btn-link">
          Link
        </button>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="button" className="btn btn-dark btn-lg">
          Large
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm">
          Small
        </button>
        <button type="button" className="btn btn-primary" disabled>
          Disabled
        </button>
        <span className="badge rounded-pill bg-secondary">Badge</span>
        <span className="badge rounded-pill bg-danger">3 new</span>
      </div>
    </Preview>
  );
}

export function AlertsPreview() {
  return (
    <Preview title="Alerts">
      <div className="alert alert-success py-2" role="status">
        Your changes were saved.
      </div>
      <div className="alert alert-warning py-2" role="status">
        Your trial ends in three days.
      </div>
      <div className="alert alert-danger py-2 mb-0" role="status">
        The file is larger than 10 MB.
      </div>
    </Preview>
  );
}

export function FormPreview() {
  const id = useId();
  return (
    <Preview title="Forms">
      <InertForm>
        <label htmlFor={`${id}-email`} className="form-label">
          Email address
        </label>
        <div className="input-group mb-3">
          <span className="input-group-text">@</span>
          <input
            id={`${id}-email`}
            type="email"
            className="form-control"
            placeholder="you@example.com"
          />
          <button type="submit" className="btn btn-primary">
            Join
          </button>
        </div>
        <div className="row g-3">
          <div className="col-sm-6">
            <label htmlFor={`${id}-plan`} className="form-label">
              Plan
            </label>
            <select id={`${id}-plan`} className="form-select" defaultValue="pro">
              <option value="starter">Starter</option>
              <option value="pro">Pro</option>
              <option value="enterprise">Enterprise</option>
            </select>
          </div>
          <div className="col-sm-6 d-flex align-items-end">
            <div className="form-check form-switch mb-2">
              <input
                id={`${id}-news`}
                type="checkbox"
                className="form-check-input"
                defaultChecked
              />
              <label htmlFor={`${id}-news`} className="form-check-label">
                Monthly news
              </label>
            </div>
          </div>
        </div>
      </InertForm>
    </Preview>
  );
}

export function ProgressPreview() {
  return (
    <Preview title="Progress">
      <p className="small mb-1">Onboarding · 75%</p>
      <div
        className="progress mb-3"
        role="progressbar"
        aria-label="Onboarding"
        aria-valuenow={75}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar w-75" />
      </div>
      <p className="small mb-1">Storage · 40%</p>
      <div
        className="progress mb-3"
        role="progressbar"
        aria-label="Storage"
        aria-valuenow={40}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar bg-secondary w-50" />
      </div>
      <div className="d-flex align-items-center gap-3">
        <div className="spinner-border spinner-border-sm text-primary" role="status">
          <span className="visually-hidden">Loading</span>
        </div>
        <div className="spinner-grow spinner-grow-sm text-secondary" aria-hidden="true" />
        <span className="small text-body-secondary">Syncing your projects…</span>
      </div>
    </Preview>
  );
}

export function CardPreview() {
  return (
    <Preview title="Cards">
      <div className="card">
        <div className="card-header small fw-semibold">Weekly report</div>
        <div className="card-body">
          <p className="h4 mb-1">1,284</p>
          <p className="small text-body-secondary">visitors, 12% more than last week</p>
          <InertLink className="btn btn-sm btn-outline-primary">Open report</InertLink>
        </div>
      </div>
    </Preview>
  );
}

export function NavigationPreview() {
  return (
    <Preview title="Navigation">
      <nav aria-label="Breadcrumb example">
        <ol className="breadcrumb small">
          <li className="breadcrumb-item">
            <InertLink>Home</InertLink>
          </li>
          <li className="breadcrumb-item">
            <InertLink>Docs</InertLink>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            Buttons
          </li>
        </ol>
      </nav>
      <nav aria-label="Pagination example">
        <ul className="pagination pagination-sm flex-wrap mb-0">
          <li className="page-item">
            <InertLink className="page-link">Previous</InertLink>
          </li>
          <li className="page-item active">
            <InertLink className="page-link" aria-current="page">
              1
            </InertLink>
          </li>
          <li className="page-item">
            <InertLink className="page-link">2</InertLink>
          </li>
          <li className="page-item">
            <InertLink className="page-link">Next</InertLink>
          </li>
        </ul>
      </nav>
    </Preview>
  );
}

export function OverlaysPreview() {
  const id = useId();
  return (
    <Preview title="Tooltips & menus">
      <div className="d-flex flex-wrap gap-2">
        <Hint text="Saved a minute ago">
          <button type="button" className="btn btn-outline-secondary">
            Hover me
          </button>
        </Hint>
        <Dropdown>
          <Dropdown.Toggle id={`${id}-menu`} variant="primary">
            Options
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as="button">Rename</Dropdown.Item>
            <Dropdown.Item as="button">Duplicate</Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item as="button">Archive</Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
      <p className="small text-body-secondary mt-3 mb-0">
        Tooltips open on hover and on keyboard focus.
      </p>
    </Preview>
  );
}
