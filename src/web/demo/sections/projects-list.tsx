import { useId } from 'react';
import { LIST_SHOWING, PAGINATION_PAGES, PROJECTS_FOUND } from '../figures';
import { InertForm, InertLink } from '../ui/inert';

const CATEGORIES = ['Websites', 'Mobile apps', 'Branding', 'Packaging'];
const STATUSES = ['Any status', 'In progress', 'Delivered'];

const RESULTS = [
  {
    initials: 'GF',
    tile: 'demo-monogram demo-monogram-honey',
    title: 'Greenhouse finder',
    client: 'Botanic Trust',
    tags: ['Websites', 'Maps'],
    status: 'Delivered',
  },
  {
    initials: 'PB',
    tile: 'demo-monogram demo-monogram-herb',
    title: 'Pocket bakery orders',
    client: 'Crumb & Crust',
    tags: ['Mobile apps'],
    status: 'In progress',
  },
  {
    initials: 'NS',
    tile: 'demo-monogram demo-monogram-teal',
    title: 'Northshore ferry timetable',
    client: 'Northshore Lines',
    tags: ['Websites', 'Accessibility'],
    status: 'Delivered',
  },
  {
    initials: 'WH',
    tile: 'demo-monogram demo-monogram-bark',
    title: 'Wildflower honey labels',
    client: 'Hillside Apiary',
    tags: ['Packaging', 'Branding'],
    status: 'Delivered',
  },
  {
    initials: 'CL',
    tile: 'demo-monogram demo-monogram-honey',
    title: 'Climbing gym memberships',
    client: 'Boulder Barn',
    tags: ['Websites', 'Payments'],
    status: 'In progress',
  },
  {
    initials: 'RF',
    tile: 'demo-monogram demo-monogram-herb',
    title: 'Repair café identity',
    client: 'Fix-It Friday',
    tags: ['Branding'],
    status: 'Delivered',
  },
];

/** A search page for projects: the filters and pages look real but change nothing. */
export function ProjectsList() {
  return (
    <div className="row g-4">
      <div className="col-lg-3">
        <ProjectFilters />
      </div>
      <div className="col-lg-9">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-3">
          <h4 className="h5 mb-0">{PROJECTS_FOUND} projects found</h4>
          <SortBy />
        </div>
        <ul className="list-group mb-3">
          {RESULTS.map((result) => (
            <ProjectRow key={result.title} {...result} />
          ))}
        </ul>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-3">
          <p className="text-body-secondary mb-0">
            Showing {LIST_SHOWING.shown} out of {LIST_SHOWING.total}
          </p>
          <ProjectPages />
        </div>
      </div>
    </div>
  );
}

function ProjectFilters() {
  const id = useId();
  return (
    <InertForm className="card card-body">
      <h4 className="h5">Filter projects</h4>
      <label htmlFor={`${id}-search`} className="form-label">
        Search
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control mb-3"
        placeholder="Client or project"
      />
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Category</legend>
        {CATEGORIES.map((category, index) => (
          <div key={category} className="form-check">
            <input
              id={`${id}-category-${index}`}
              type="checkbox"
              className="form-check-input"
              defaultChecked={index === 0}
            />
            <label htmlFor={`${id}-category-${index}`} className="form-check-label">
              {category}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Status</legend>
        {STATUSES.map((status, index) => (
          <div key={status} className="form-check">
            <input
              id={`${id}-status-${index}`}
              type="radio"
              name={`${id}-status`}
              className="form-check-input"
              defaultChecked={index === 0}
            />
            <label htmlFor={`${id}-status-${index}`} className="form-check-label">
              {status}
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary w-100">
        Apply filters
      </button>
    </InertForm>
  );
}

function SortBy() {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="text-nowrap small fw-semibold">
        Sort by
      </label>
      <select id={id} className="form-select form-select-sm" defaultValue="newest">
        <option value="newest">Newest first</option>
        <option value="client">Client name</option>
        <option value="status">Status</option>
      </select>
    </div>
  );
}

function ProjectRow({ initials, tile, title, client, tags, status }: (typeof RESULTS)[number]) {
  return (
    <li className="list-group-item d-flex gap-3 align-items-center py-3">
      <span className={tile} aria-hidden="true">
        {initials}
      </span>
      <div className="flex-grow-1 demo-project-body">
        <h5 className="h6 mb-1">
          <InertLink className="demo-project-link">{title}</InertLink>
        </h5>
        <p className="small text-body-secondary mb-1">{client}</p>
        <ul className="list-inline small mb-0">
          {tags.map((tag) => (
            <li key={tag} className="list-inline-item demo-project-meta">
              #{tag.toLowerCase().replace(' ', '-')}
            </li>
          ))}
        </ul>
      </div>
      <span
        className={
          status === 'Delivered'
            ? 'badge rounded-pill text-bg-success'
            : 'badge rounded-pill text-bg-warning'
        }
      >
        {status}
      </span>
    </li>
  );
}

/** Inert pages: the first is the current one. */
function ProjectPages() {
  return (
    <nav aria-label="Projects pages">
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <PageLink label="First" />
        <PageLink label="Previous" />
        {PAGINATION_PAGES.map((page) => (
          <PageLink key={page} label={String(page)} current={page === PAGINATION_PAGES[0]} />
        ))}
        <PageLink label="Next" />
        <PageLink label="Last" />
      </ul>
    </nav>
  );
}

function PageLink({ label, current = false }: { label: string; current?: boolean }) {
  return (
    <li className={current ? 'page-item active' : 'page-item'}>
      <InertLink className="page-link" aria-current={current ? 'page' : undefined}>
        {label}
      </InertLink>
    </li>
  );
}
