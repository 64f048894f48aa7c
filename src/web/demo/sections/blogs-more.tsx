import { useId } from 'react';
import { InertForm, InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { Chip, PostMeta, PostTitleLink } from './blogs-parts';
import { BEES, CALM, CITY, COFFEE, GARDEN, MOUNTAINS, SUPPORT } from './blogs-posts';

export function Magazine() {
  const lead = BEES;
  return (
    <VariantBlock title="Blogs 5 · Magazine">
      <div className="row g-4 g-lg-5">
        <article className="col-lg-7 position-relative">
          <img
            src={lead.image}
            width={600}
            height={400}
            alt=""
            className="img-fluid rounded-3 mb-3 w-100"
          />
          <Chip>{lead.category}</Chip>
          <h4 className="display-6 mt-2">
            <PostTitleLink post={lead} stretched />
          </h4>
          <p className="lead text-body-secondary">{lead.excerpt}</p>
          <PostMeta post={lead} />
        </article>
        <div className="col-lg-5 d-flex flex-column gap-4">
          {[CITY, GARDEN].map((post) => (
            <article key={post.title} className="row g-3 position-relative">
              <div className="col-5 col-lg-12">
                <img
                  src={post.image}
                  width={600}
                  height={400}
                  alt=""
                  className="img-fluid rounded-3"
                />
              </div>
              <div className="col-7 col-lg-12">
                <Chip>{post.category}</Chip>
                <h4 className="h5 mt-2 mb-1">
                  <PostTitleLink post={post} stretched />
                </h4>
                <PostMeta post={post} />
              </div>
            </article>
          ))}
        </div>
      </div>
    </VariantBlock>
  );
}

/** Text-only cards on a deep green band across the whole page. */
export function DarkBand() {
  return (
    <div className="demo-blog-dark py-5">
      <div className="container py-lg-3">
        <div className="row align-items-end mb-4 g-3">
          <div className="col-lg-8">
            <h4 className="display-6 mb-2">Stories from the field</h4>
            <p className="mb-0">
              Longer reads for a quiet evening, from the people who build the kit.
            </p>
          </div>
        </div>
        <div className="row g-4">
          {[MOUNTAINS, COFFEE, CALM].map((post) => (
            <article key={post.title} className="col-md-4">
              <div className="card h-100 p-4">
                <p className="demo-eyebrow demo-eyebrow-light mb-2">{post.category}</p>
                <h5 className="mb-2">
                  <InertLink className="demo-blog-dark-link demo-post-title-link stretched-link">
                    {post.title}
                  </InertLink>
                </h5>
                <p className="flex-grow-1">{post.excerpt}</p>
                <p className="small mb-0">
                  {post.author.name} · {post.minutes} min read
                </p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}

export function CompactList() {
  const emailId = useId();
  return (
    <VariantBlock title="Blogs 7 · Compact list with newsletter" className="mt-5 pt-4">
      <div className="row g-4 g-lg-5">
        <div className="col-lg-7">
          <h4 className="mb-3">Recent notes</h4>
          <ol className="list-unstyled mb-0">
            {[BEES, CALM, GARDEN, CITY, SUPPORT].map((post) => (
              <li
                key={post.title}
                className="d-sm-flex align-items-baseline gap-3 py-2 border-bottom"
              >
                <span className="d-block small text-body-secondary demo-date">{post.date}</span>
                <span className="d-block flex-grow-1 fw-semibold">
                  <PostTitleLink post={post} />
                </span>
                <span className="d-none d-sm-inline">
                  <Chip>{post.category}</Chip>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="col-lg-5">
          <div className="demo-callout rounded-3 p-4 h-100">
            <h4>The Sunday letter</h4>
            <p className="text-body-secondary">
              One email a week with our best post, a tool we like and a question from a reader.
            </p>
            <InertForm className="demo-signup">
              <label htmlFor={emailId} className="form-label fw-semibold">
                Email address
              </label>
              <div className="input-group mb-2">
                <input
                  id={emailId}
                  type="email"
                  className="form-control"
                  placeholder="you@example.com"
                  autoComplete="email"
                />
                <button type="submit" className="btn btn-primary">
                  Subscribe
                </button>
              </div>
              <p className="small text-body-secondary mb-0">
                About 4,000 readers. Leave whenever you like.
              </p>
            </InertForm>
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}
