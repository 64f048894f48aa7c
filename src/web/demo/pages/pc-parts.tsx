import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dollars } from '../figures';
import type { PcProduct } from './pc-catalog';
import type { PcPost } from './pc-content';

// Building blocks the ten landing, blog and shop pages share.

/** A section's h2 with the small coloured line above it and an optional lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  centred = false,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  centred?: boolean;
}) {
  return (
    <div className={centred ? 'text-center mx-auto mb-5 demo-pc-measure' : 'mb-4'}>
      <p className="demo-pc-eyebrow mb-2">{eyebrow}</p>
      <h2 className="mb-3">{title}</h2>
      {lead && <p className="lead text-body-secondary mb-0">{lead}</p>}
    </div>
  );
}

/** An icon tile with a short title and sentence: the kit's feature lists. */
export function IconFeature({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <div className="d-flex gap-3">
      <img src={icon} width={48} height={48} alt="" className="flex-shrink-0" />
      <div>
        <h3 className="h5 mb-1">{title}</h3>
        <p className="text-body-secondary mb-0">{text}</p>
      </div>
    </div>
  );
}

/** A full-width dark band that asks for one action. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="container mt-5">
      <div className="demo-pc-dark rounded-4 p-4 p-lg-5 d-lg-flex align-items-center gap-5">
        <div className="flex-grow-1 mb-4 mb-lg-0">
          <h2 className="mb-2">{title}</h2>
          <p className="mb-0">{text}</p>
        </div>
        <div className="d-flex flex-wrap gap-2 flex-shrink-0">{children}</div>
      </div>
    </section>
  );
}

export function Price({ product }: { product: PcProduct }) {
  return (
    <p className="mb-0">
      <span className="fw-bold">{dollars(product.price)}</span>
      {product.oldPrice && (
        <del className="text-body-secondary ms-2 small">
          <span className="visually-hidden">was </span>
          {dollars(product.oldPrice)}
        </del>
      )}
    </p>
  );
}

/** A product tile; every product leads to the one example product page. */
export function ProductCard({ product }: { product: PcProduct }) {
  return (
    <article className="card h-100 demo-pc-lift">
      <div className="position-relative">
        <img
          src={product.image}
          width={400}
          height={400}
          alt={product.name}
          className="card-img-top h-auto"
        />
        {product.badge === 'Sale' && (
          <span className="badge bg-danger position-absolute top-0 start-0 m-3">Sale</span>
        )}
        {product.badge === 'New' && (
          <span className="badge bg-secondary position-absolute top-0 start-0 m-3">New</span>
        )}
      </div>
      <div className="card-body d-flex flex-column">
        <p className="small text-body-secondary mb-1">{product.category}</p>
        <h3 className="h6 mb-2">
          <Link to="/product-page" className="stretched-link text-reset text-decoration-none">
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto">
          <Price product={product} />
        </div>
      </div>
    </article>
  );
}

export function Byline({ post }: { post: PcPost }) {
  return (
    <div className="d-flex align-items-center gap-2 small">
      <img
        src={post.author.avatar}
        width={32}
        height={32}
        alt=""
        className="rounded-circle flex-shrink-0"
      />
      <span>
        <span className="fw-semibold">{post.author.name}</span>
        <span className="text-body-secondary">
          {' '}
          · {post.date} · {post.minutes} min read
        </span>
      </span>
    </div>
  );
}

/** A post in a grid; every post leads to the one example article. */
export function PostCard({ post }: { post: PcPost }) {
  return (
    <article className="card h-100 demo-pc-lift">
      <img src={post.image} width={600} height={400} alt="" className="card-img-top h-auto" />
      <div className="card-body d-flex flex-column">
        <p className="demo-pc-eyebrow small mb-2">{post.category}</p>
        <h3 className="h5">
          <Link to="/blog-post" className="stretched-link text-reset text-decoration-none">
            {post.title}
          </Link>
        </h3>
        <p className="text-body-secondary">{post.excerpt}</p>
        <div className="mt-auto">
          <Byline post={post} />
        </div>
      </div>
    </article>
  );
}
