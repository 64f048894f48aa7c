import { useId } from 'react';
import { Link } from 'react-router';
import { InertForm, InertLink } from '../ui/inert';
import { CATEGORIES, FEATURED_POST, POSTS } from './pc-content';
import { Byline, PostCard } from './pc-parts';

/** The blog's front page: one featured story, the latest posts, categories and a newsletter. */
export function BlogPostsPage() {
  return (
    <>
      <title>Blog Posts – Wabe UI Kit</title>
      <section className="demo-pc-hero">
        <div className="container py-5">
          <p className="demo-pc-eyebrow mb-2">Blog</p>
          <h1 className="display-5 mb-2">The Wabe Journal</h1>
          <p className="lead mb-0 demo-pc-measure">
            Notes on design, front-end work and running a small studio.
          </p>
        </div>
      </section>
      <div className="container py-5">
        <FeaturedPost />
        <div className="row g-4 g-lg-5 mt-0">
          <div className="col-lg-8">
            <LatestPosts />
          </div>
          <aside className="col-lg-4">
            <Categories />
            <Newsletter />
          </aside>
        </div>
      </div>
    </>
  );
}

function FeaturedPost() {
  const post = FEATURED_POST;
  return (
    <article className="card overflow-hidden demo-pc-lift">
      <div className="row g-0 align-items-center">
        <div className="col-lg-7">
          <img src={post.image} width={600} height={400} alt="" className="w-100 h-auto" />
        </div>
        <div className="col-lg-5">
          <div className="card-body p-4 p-lg-5">
            <p className="mb-2">
              <span className="badge bg-primary me-2">Featured</span>
              <span className="demo-pc-eyebrow small">{post.category}</span>
            </p>
            <h2 className="h3">
              <Link to="/blog-post" className="stretched-link text-reset text-decoration-none">
                {post.title}
              </Link>
            </h2>
            <p className="text-body-secondary">{post.excerpt}</p>
            <Byline post={post} />
          </div>
        </div>
      </div>
    </article>
  );
}

function LatestPosts() {
  return (
    <section aria-labelledby="latest-posts">
      <h2 id="latest-posts" className="h3 mb-4">
        Latest posts
      </h2>
      <div className="row g-4">
        {POSTS.map((post) => (
          <div key={post.title} className="col-md-6">
            <PostCard post={post} />
          </div>
        ))}
      </div>
      <nav aria-label="Blog pages" className="mt-5">
        <ul className="pagination justify-content-center">
          <li className="page-item disabled">
            <span className="page-link">Previous</span>
          </li>
          <li className="page-item active">
            <span className="page-link" aria-current="page">
              1
            </span>
          </li>
          <li className="page-item">
            <InertLink className="page-link">2</InertLink>
          </li>
          <li className="page-item">
            <InertLink className="page-link">3</InertLink>
          </li>
          <li className="page-item">
            <InertLink className="page-link">Next</InertLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}

function Categories() {
  return (
    <section className="card mb-4">
      <div className="card-body p-4">
        <h2 className="h5 mb-3">Categories</h2>
        <ul className="list-group list-group-flush">
          {CATEGORIES.map((category) => (
            <li key={category.name} className="list-group-item px-0 bg-transparent">
              <InertLink className="d-flex justify-content-between align-items-center text-decoration-none">
                <span>{category.name}</span>
                <span className="badge rounded-pill bg-light text-dark">{category.count}</span>
              </InertLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Newsletter() {
  const id = useId();
  return (
    <section className="demo-pc-dark rounded-4 p-4">
      <h2 className="h5 mb-2">One email a month</h2>
      <p className="small mb-3">
        New posts, a free section now and then, never more than once a month.
      </p>
      <InertForm className="demo-signup">
        <label htmlFor={id} className="visually-hidden">
          Email address
        </label>
        <div className="input-group">
          <input id={id} type="email" className="form-control" placeholder="you@example.com" />
          <button type="submit" className="btn btn-warning">
            Subscribe
          </button>
        </div>
      </InertForm>
    </section>
  );
}
