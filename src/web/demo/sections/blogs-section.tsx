import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { CompactList, DarkBand, Magazine } from './blogs-more';
import { Byline, Chip, PostMeta, PostTitleLink } from './blogs-parts';
import { BEES, CALM, CITY, COFFEE, GARDEN, MOUNTAINS, NOISE, SUPPORT } from './blogs-posts';

/** Seven ways to list articles; the dark band runs the full width of the page. */
export function BlogsSection() {
  return (
    <>
      <div className="container">
        <CardGrid />
        <FeaturedPost />
        <ListWithThumbnails />
        <AuthorCards />
        <Magazine />
        <h3 className="demo-variant mt-5 pt-4">Blogs 6 · Dark band</h3>
      </div>
      <DarkBand />
      <div className="container">
        <CompactList />
      </div>
    </>
  );
}

function CardGrid() {
  return (
    <VariantBlock title="Blogs 1 · Card grid">
      <div className="row g-4">
        {[BEES, CALM, MOUNTAINS].map((post) => (
          <div key={post.title} className="col-md-6 col-lg-4">
            <article className="card h-100 shadow-sm overflow-hidden">
              <img
                src={post.image}
                width={600}
                height={400}
                alt=""
                className="card-img-top h-auto"
              />
              <div className="card-body">
                <Chip>{post.category}</Chip>
                <h4 className="h5 mt-2">
                  <PostTitleLink post={post} stretched />
                </h4>
                <p className="text-body-secondary">{post.excerpt}</p>
                <PostMeta post={post} />
              </div>
            </article>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}

function FeaturedPost() {
  const post = GARDEN;
  return (
    <VariantBlock title="Blogs 2 · Featured post">
      <article className="card shadow-sm overflow-hidden">
        <div className="row g-0">
          <div className="col-lg-7">
            <img src={post.image} width={600} height={400} alt="" className="demo-thumb" />
          </div>
          <div className="col-lg-5 d-flex flex-column justify-content-center p-4 p-lg-5">
            <p className="demo-eyebrow mb-2">Featured · {post.category}</p>
            <h4 className="display-6 mb-3">
              <PostTitleLink post={post} />
            </h4>
            <p className="text-body-secondary mb-4">{post.excerpt}</p>
            <div className="mb-4">
              <Byline
                person={post.author}
                size={48}
                detail={`${post.date} · ${post.minutes} min read`}
              />
            </div>
            <div>
              <InertLink className="btn btn-primary">Read the story</InertLink>
            </div>
          </div>
        </div>
      </article>
    </VariantBlock>
  );
}

function ListWithThumbnails() {
  return (
    <VariantBlock title="Blogs 3 · List with thumbnails">
      <ul className="list-unstyled mb-0">
        {[COFFEE, CITY, NOISE, SUPPORT].map((post) => (
          <li
            key={post.title}
            className="d-flex gap-3 gap-md-4 py-3 border-bottom position-relative"
          >
            <img src={post.image} width={120} height={80} alt="" className="demo-thumb-small" />
            <div>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <Chip>{post.category}</Chip>
                <PostMeta post={post} className="small text-body-secondary mb-0" />
              </div>
              <h4 className="h5 mb-1">
                <PostTitleLink post={post} stretched />
              </h4>
              <p className="text-body-secondary mb-0 d-none d-md-block">{post.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
    </VariantBlock>
  );
}

function AuthorCards() {
  return (
    <VariantBlock title="Blogs 4 · Author cards">
      <div className="row g-4">
        {[CALM, NOISE, MOUNTAINS].map((post) => (
          <div key={post.title} className="col-md-6 col-lg-4">
            <article className="card h-100 shadow-sm">
              <div className="card-body p-4 d-flex flex-column">
                <div className="mb-3">
                  <Byline person={post.author} size={56} detail={post.author.role} />
                </div>
                <h4 className="h5">
                  <PostTitleLink post={post} stretched />
                </h4>
                <p className="text-body-secondary flex-grow-1">{post.excerpt}</p>
                <div className="d-flex justify-content-between align-items-center">
                  <Chip>{post.category}</Chip>
                  <PostMeta post={post} />
                </div>
              </div>
            </article>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}
