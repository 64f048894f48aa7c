import { Link } from 'react-router';
import boltUrl from '../images/pc-icon-bolt.svg';
import chatUrl from '../images/pc-icon-chat.svg';
import shieldUrl from '../images/pc-icon-shield.svg';
import shopUrl from '../images/pc-shop-hero.svg';
import { InertLink } from '../ui/inert';
import { PRODUCTS } from './pc-catalog';
import { IconFeature, ProductCard, SectionHeading } from './pc-parts';

const CATEGORIES = [
  { name: 'Home', count: 24 },
  { name: 'Bags', count: 12 },
  { name: 'Audio', count: 9 },
  { name: 'Accessories', count: 31 },
].map((category) => ({
  ...category,
  image: PRODUCTS.find((product) => product.category === category.name)?.image ?? '',
}));

const PROMISES = [
  { icon: boltUrl, title: 'Ships in 24 hours', text: 'Order by 2 pm and it leaves today.' },
  { icon: shieldUrl, title: '30-day returns', text: 'Changed your mind? Send it back for free.' },
  { icon: chatUrl, title: 'Real people', text: 'Questions answered by our small team.' },
];

/** An example shop front: hero, categories, a product grid and a promotion. */
export function EcommercePage() {
  return (
    <>
      <title>Ecommerce – Wabe UI Kit</title>
      <Hero />
      <Categories />
      <section className="container py-5">
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-4">
          <SectionHeading eyebrow="Shop" title="Trending this week" />
          <InertLink className="mb-4">View all products</InertLink>
        </div>
        <div className="row g-3 g-lg-4">
          {PRODUCTS.map((product) => (
            <div key={product.name} className="col-6 col-lg-4">
              <ProductCard product={product} />
            </div>
          ))}
        </div>
      </section>
      <Promo />
      <section className="container pt-5">
        <h2 className="visually-hidden">Our promises</h2>
        <div className="row g-4">
          {PROMISES.map((promise) => (
            <div key={promise.title} className="col-md-4">
              <IconFeature {...promise} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

function Hero() {
  return (
    <section className="demo-pc-hero">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <p className="demo-pc-eyebrow mb-3">Tidewell Goods · Spring collection</p>
            <h1 className="display-4 mb-3">Things made to last, for home and the road</h1>
            <p className="lead mb-4">
              Small makers, honest materials and prices without the markup.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <InertLink className="btn btn-primary btn-lg">Shop new arrivals</InertLink>
              <Link to="/product-page" className="btn btn-outline-dark btn-lg">
                Our best seller
              </Link>
            </div>
          </div>
          <div className="col-lg-6 text-center">
            <img
              src={shopUrl}
              width={560}
              height={440}
              alt="A shopping bag with a notebook and a bottle beside it"
              className="img-fluid"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function Categories() {
  return (
    <section className="container pt-5">
      <h2 className="h3 mb-4">Shop by category</h2>
      <div className="row g-3">
        {CATEGORIES.map((category) => (
          <div key={category.name} className="col-6 col-lg-3">
            <div className="card h-100 demo-pc-lift">
              <div className="card-body d-flex flex-column flex-sm-row align-items-center gap-3 text-center text-sm-start">
                <img
                  src={category.image}
                  width={64}
                  height={64}
                  alt=""
                  className="rounded-3 flex-shrink-0"
                />
                <div>
                  <h3 className="h6 mb-0">
                    <InertLink className="stretched-link text-reset text-decoration-none">
                      {category.name}
                    </InertLink>
                  </h3>
                  <p className="small text-body-secondary mb-0">{category.count} items</p>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Promo() {
  return (
    <section className="container">
      <div className="demo-pc-dark rounded-4 p-4 p-lg-5 text-center">
        <p className="demo-pc-eyebrow mb-2">This week only</p>
        <h2 className="mb-2">15% off everything for the garden and home</h2>
        <p className="mb-4">
          Use the code <span className="badge bg-warning text-dark fs-6">SPRING15</span> at
          checkout. Ends Sunday at midnight.
        </p>
        <InertLink className="btn btn-warning btn-lg">Shop the sale</InertLink>
      </div>
    </section>
  );
}
