import { useId } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { Link } from 'react-router';
import openUrl from '../images/pc-backpack-open.svg';
import sideUrl from '../images/pc-backpack-side.svg';
import { BootstrapCarousel } from '../ui/bootstrap-carousel';
import { InertForm, InertLink } from '../ui/inert';
import { BACKPACK, PRODUCTS } from './pc-catalog';
import { Price, ProductCard } from './pc-parts';

const PRODUCT = BACKPACK;

const VIEWS = [
  { src: PRODUCT.image, alt: 'The backpack from the front, in forest green' },
  { src: sideUrl, alt: 'The backpack from the side, with its padded strap' },
  { src: openUrl, alt: 'The backpack open, with a laptop sleeve and a notebook inside' },
];

/** One product in detail: gallery, choices, an inert add-to-cart, details and related goods. */
export function ProductPage() {
  return (
    <>
      <title>Product Page – Wabe UI Kit</title>
      <div className="container py-4 py-lg-5">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb small">
            <li className="breadcrumb-item">
              <Link to="/ecommerce">Shop</Link>
            </li>
            <li className="breadcrumb-item">
              <InertLink>{PRODUCT.category}</InertLink>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {PRODUCT.name}
            </li>
          </ol>
        </nav>
        <div className="row g-4 g-lg-5">
          <div className="col-lg-6">
            <BootstrapCarousel
              label="Product photos"
              className="demo-pc-gallery border"
              slides={VIEWS.map((view) => (
                <img
                  key={view.src}
                  src={view.src}
                  width={400}
                  height={400}
                  alt={view.alt}
                  className="d-block w-100 h-auto"
                />
              ))}
            />
          </div>
          <div className="col-lg-6">
            <Summary />
          </div>
        </div>
        <Details />
      </div>
      <section className="container">
        <h2 className="h3 mb-4">You may also like</h2>
        <div className="row g-3 g-lg-4">
          {PRODUCTS.slice(1, 5).map((product) => (
            <div key={product.name} className="col-6 col-lg-3">
              <ProductCard product={product} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

function Summary() {
  const id = useId();
  return (
    <>
      <p className="demo-pc-eyebrow mb-2">{PRODUCT.category}</p>
      <h1 className="display-6 mb-2">{PRODUCT.name}</h1>
      <p className="mb-3">
        <span className="text-primary" aria-hidden="true">
          ★★★★★
        </span>
        <span className="visually-hidden">Rated 4.8 out of 5</span>
        <span className="small text-body-secondary ms-2">4.8 · 126 reviews</span>
      </p>
      <div className="fs-3 mb-3">
        <Price product={PRODUCT} />
      </div>
      <p className="mb-4">
        Waxed cotton canvas, leather trims and a padded sleeve for a 15-inch laptop. Roomy enough
        for a weekend, slim enough for the daily commute.
      </p>
      <InertForm>
        <div className="row g-3 mb-4">
          <div className="col-sm-6">
            <label htmlFor={`${id}-colour`} className="form-label fw-semibold">
              Colour
            </label>
            <select id={`${id}-colour`} className="form-select" defaultValue="forest">
              <option value="forest">Forest green</option>
              <option value="sand">Sand</option>
              <option value="charcoal">Charcoal</option>
            </select>
          </div>
          <div className="col-sm-6">
            <label htmlFor={`${id}-size`} className="form-label fw-semibold">
              Size
            </label>
            <select id={`${id}-size`} className="form-select" defaultValue="22">
              <option value="18">18 litres</option>
              <option value="22">22 litres</option>
              <option value="28">28 litres</option>
            </select>
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
          <div>
            <label htmlFor={`${id}-quantity`} className="form-label fw-semibold">
              Quantity
            </label>
            <input
              id={`${id}-quantity`}
              type="number"
              min={1}
              defaultValue={1}
              className="form-control demo-pc-quantity"
            />
          </div>
          <button type="button" className="btn btn-primary btn-lg flex-grow-1">
            Add to cart
          </button>
        </div>
      </InertForm>
      <ul className="list-unstyled small text-body-secondary mb-0">
        <li>✓ In stock, ships within 24 hours</li>
        <li>✓ Free returns within 30 days</li>
        <li>✓ Two-year guarantee on seams and zips</li>
      </ul>
    </>
  );
}

function Details() {
  const id = useId();
  return (
    <section className="mt-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Product details
      </h2>
      <Tab.Container id={id} defaultActiveKey="description">
        <Nav variant="tabs">
          <Nav.Item>
            <Nav.Link eventKey="description" as="button">
              Description
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="specs" as="button">
              Details
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="shipping" as="button">
              Shipping
            </Nav.Link>
          </Nav.Item>
        </Nav>
        <Tab.Content className="bg-white border border-top-0 rounded-bottom p-4">
          <Tab.Pane eventKey="description">
            <p>
              We sewed the first Trailhead for our own cycling commute. The shell is waxed cotton
              canvas that shrugs off rain and gets better with scuffs. Inside: a padded laptop
              sleeve, two mesh pockets and a key clip you will actually find.
            </p>
            <p className="mb-0">
              The straps are cut wide and padded with recycled foam, so a full bag still sits
              comfortably on a long walk.
            </p>
          </Tab.Pane>
          <Tab.Pane eventKey="specs">
            <dl className="row mb-0">
              <dt className="col-sm-4">Outer</dt>
              <dd className="col-sm-8">Waxed cotton canvas, vegetable-tanned leather trims</dd>
              <dt className="col-sm-4">Dimensions</dt>
              <dd className="col-sm-8">46 × 30 × 16 cm (22 litres)</dd>
              <dt className="col-sm-4">Weight</dt>
              <dd className="col-sm-8">1.1 kg</dd>
              <dt className="col-sm-4">Laptop sleeve</dt>
              <dd className="col-sm-8 mb-0">Fits up to 15 inches</dd>
            </dl>
          </Tab.Pane>
          <Tab.Pane eventKey="shipping">
            <p className="mb-0">
              Orders placed before 2 pm leave the same day. Standard delivery takes two to four
              working days; returns are free within 30 days in the original packaging.
            </p>
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}
