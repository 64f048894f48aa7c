import { BootstrapCarousel } from '../ui/bootstrap-carousel';
import { SlideCarousel } from '../ui/slide-carousel';
import { VariantBlock } from '../ui/variant-block';
import {
  CAROUSEL_QUOTES,
  FEATURED_QUOTES,
  type Testimonial,
  WALL_QUOTES,
} from './testimonials-people';

/** Two carousels and a static wall of quotes. */
export function TestimonialsSection() {
  return (
    <div className="container">
      <VariantBlock title="Testimonials 1 · Card carousel">
        <div className="text-center mb-4">
          <h4 className="display-6">Loved by small teams everywhere</h4>
          <p className="text-body-secondary mb-0">What people say after their first launch.</p>
        </div>
        <SlideCarousel
          label="Customer testimonials"
          className="demo-testimonials"
          align="center"
          controls
          slides={CAROUSEL_QUOTES.map((testimonial) => (
            <QuoteCard key={testimonial.name} {...testimonial} />
          ))}
        />
      </VariantBlock>
      <VariantBlock title="Testimonials 2 · Large quotes">
        <div className="demo-quote-band rounded-4">
          <BootstrapCarousel
            label="Featured testimonials"
            className="demo-quote-carousel"
            slides={FEATURED_QUOTES.map((testimonial) => (
              <LargeQuote key={testimonial.name} {...testimonial} />
            ))}
          />
        </div>
      </VariantBlock>
      <VariantBlock title="Testimonials 3 · Quote wall">
        <div className="row row-cols-1 row-cols-md-3 g-4">
          {WALL_QUOTES.map((testimonial, index) => (
            <div key={testimonial.name} className="col">
              <QuoteCard {...testimonial} highlighted={index === 1} />
            </div>
          ))}
        </div>
      </VariantBlock>
    </div>
  );
}

function Avatar({ src, size }: { src: string; size: number }) {
  return (
    <img src={src} width={size} height={size} alt="" className="rounded-circle flex-shrink-0" />
  );
}

function QuoteCard({
  quote,
  name,
  role,
  avatar,
  highlighted = false,
}: Testimonial & { highlighted?: boolean }) {
  return (
    <figure
      className={
        highlighted
          ? 'card h-100 mb-0 demo-quote-card demo-quote-card-warm'
          : 'card h-100 mb-0 demo-quote-card'
      }
    >
      <div className="card-body d-flex flex-column p-4">
        <span className="demo-quote-mark" aria-hidden="true">
          “
        </span>
        <blockquote className="mb-4 flex-grow-1">
          <p className="mb-0">{quote}</p>
        </blockquote>
        <figcaption className="d-flex align-items-center gap-3">
          <Avatar src={avatar} size={48} />
          <span>
            <span className="d-block fw-semibold">{name}</span>
            <span className="d-block small text-body-secondary">{role}</span>
          </span>
        </figcaption>
      </div>
    </figure>
  );
}

function LargeQuote({ quote, name, role, avatar }: Testimonial) {
  return (
    <figure className="text-center mb-0 mx-auto demo-large-quote">
      <span className="demo-quote-mark demo-quote-mark-large" aria-hidden="true">
        “
      </span>
      <blockquote className="mb-4">
        <p className="demo-large-quote-text mb-0">{quote}</p>
      </blockquote>
      <figcaption className="d-inline-flex align-items-center gap-3 text-start">
        <Avatar src={avatar} size={56} />
        <span>
          <span className="d-block fw-semibold">{name}</span>
          <span className="d-block small demo-on-dark-soft">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
