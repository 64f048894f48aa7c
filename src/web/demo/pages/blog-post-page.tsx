import { Link } from 'react-router';
import swatchesUrl from '../images/pc-blog-swatches.svg';
import { InertLink } from '../ui/inert';
import { CommentForm, Comments } from './pc-blog-comments';
import { DANIEL, FEATURED_POST, POSTS } from './pc-content';
import { Byline, PostCard } from './pc-parts';

const POST = FEATURED_POST;
const TAGS = ['Dashboards', 'Information design', 'Product'];

/** One article as the blog shows it: text, quote, figure, author, comments. */
export function BlogPostPage() {
  return (
    <>
      <title>Blog Post – Wabe UI Kit</title>
      <article>
        <header className="container pt-5 pb-4">
          <div className="demo-pc-article">
            <nav aria-label="Breadcrumb">
              <ol className="breadcrumb small">
                <li className="breadcrumb-item">
                  <Link to="/blog-posts">Blog</Link>
                </li>
                <li className="breadcrumb-item active" aria-current="page">
                  {POST.category}
                </li>
              </ol>
            </nav>
            <h1 className="display-5 mb-3">{POST.title}</h1>
            <p className="lead">{POST.excerpt}</p>
            <Byline post={POST} />
          </div>
        </header>
        <div className="container mb-5">
          <img
            src={POST.image}
            width={600}
            height={400}
            alt="A tidy desk with a monitor showing a simple dashboard"
            className="d-block w-100 h-auto mx-auto rounded-4 demo-pc-shadow demo-pc-article-wide"
          />
        </div>
        <div className="container">
          <ArticleBody />
        </div>
      </article>
      <div className="container">
        <div className="demo-pc-article">
          <AuthorBox />
          <Comments />
          <CommentForm />
        </div>
      </div>
      <KeepReading />
    </>
  );
}

function ArticleBody() {
  return (
    <div className="demo-pc-article">
      <p>
        Last spring we counted how often our own team opened the project dashboard. The answer was
        twice a week, and mostly by accident. It had twenty-three widgets. Nobody could say which
        three mattered.
      </p>
      <h2 className="mt-5">Start with three questions</h2>
      <p>
        We asked everyone to write down what they want to know before their first coffee. After
        deduplicating, three questions were left:
      </p>
      <ul>
        <li>What changed since yesterday?</li>
        <li>Is anything waiting for me?</li>
        <li>Are we on track for this week?</li>
      </ul>
      <p>
        Every widget that did not answer one of them went into a drawer. Not deleted — just one
        click away instead of on the first screen.
      </p>
      <figure className="demo-pc-quote my-5">
        <blockquote className="mb-2">
          <p className="mb-0">
            “A dashboard is a promise that the important thing will be where you left it yesterday.”
          </p>
        </blockquote>
        <figcaption className="text-body-secondary">— Naomi Berhane, product designer</figcaption>
      </figure>
      <h2>Cut what nobody opens</h2>
      <p>
        Colour did the rest. We kept one accent for “needs you” and let everything else go quiet.
        The page got calmer, and the one amber card started to mean something.
      </p>
      <figure className="my-5">
        <img
          src={swatchesUrl}
          width={600}
          height={400}
          alt="A fan of six colour swatches from teal to dark brown"
          className="w-100 h-auto rounded-4"
        />
        <figcaption className="small text-body-secondary mt-2">
          The six base colours of the kit. Only amber is allowed to ask for attention.
        </figcaption>
      </figure>
      <h2>What we measure now</h2>
      <p>
        Six weeks later the dashboard is the first tab most of us open in the morning. We did not
        add a single feature. We took nineteen away.
      </p>
      <ul className="list-inline mt-4 mb-0">
        {TAGS.map((tag) => (
          <li key={tag} className="list-inline-item">
            <InertLink className="badge rounded-pill bg-light text-dark text-decoration-none">
              #{tag}
            </InertLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthorBox() {
  const author = DANIEL;
  return (
    <section className="card my-5">
      <div className="card-body p-4 d-sm-flex gap-4 align-items-center">
        <img
          src={author.avatar}
          width={96}
          height={96}
          alt={`Portrait of ${author.name}`}
          className="rounded-circle mb-3 mb-sm-0 flex-shrink-0"
        />
        <div>
          <p className="demo-pc-eyebrow small mb-1">Written by</p>
          <h2 className="h4 mb-1">{author.name}</h2>
          <p className="text-body-secondary mb-2">
            {author.role}. {author.bio}
          </p>
          <Link to="/about-us">Meet the team</Link>
        </div>
      </div>
    </section>
  );
}

function KeepReading() {
  return (
    <section className="container py-5">
      <h2 className="h3 mb-4">Keep reading</h2>
      <div className="row g-4">
        {POSTS.slice(1, 4).map((post) => (
          <div key={post.title} className="col-md-6 col-lg-4">
            <PostCard post={post} />
          </div>
        ))}
      </div>
    </section>
  );
}
