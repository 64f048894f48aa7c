import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

interface SlideCarouselProps {
  /** Names the region for screen readers. */
  label: string;
  slides: ReactNode[];
  /** Where the slides rest: the testimonials centre the current one. */
  align: 'start' | 'center';
  /** Milliseconds between slides; none means it moves only when asked. */
  autoplayMs?: number;
  /** Previous/next buttons under the slides. */
  controls?: boolean;
  /** Sets how many slides show at which width (demo.scss). */
  className: string;
}

/**
 * The demo's multi-slide carousels on Embla: endless in both directions, one slide per step.
 * Autoplay keeps going under the mouse (docs/shop/demo-site.md#carousels) but not for visitors who
 * asked for less motion; previous/next are ignored while a slide change is still running.
 */
export function SlideCarousel({
  label,
  slides,
  align,
  autoplayMs,
  controls = false,
  className,
}: SlideCarouselProps) {
  const reducedMotion = useReducedMotion();
  const plugins =
    autoplayMs && !reducedMotion
      ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: false })]
      : [];
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align, slidesToScroll: 1 }, plugins);
  // a ref for the click handler (two clicks in one frame), state for the page
  const moving = useRef(false);
  const [state, setState] = useState({ selected: 0, moving: false });

  useEffect(() => {
    if (!embla) return;
    const start = () => {
      moving.current = true;
      setState({ selected: embla.selectedScrollSnap(), moving: true });
    };
    const settle = () => {
      moving.current = false;
      setState({ selected: embla.selectedScrollSnap(), moving: false });
    };
    embla.on('select', start).on('settle', settle);
    return () => {
      embla.off('select', start).off('settle', settle);
    };
  }, [embla]);

  const step = useCallback(
    (direction: 'prev' | 'next') => {
      if (!embla || moving.current) return;
      if (direction === 'prev') embla.scrollPrev();
      else embla.scrollNext();
    },
    [embla],
  );

  return (
    <section
      className={`demo-slides ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      aria-busy={state.moving}
      // which slide leads: for the browser tests, which cannot read Embla's transform
      data-selected={state.selected}
    >
      <div className="demo-slides-viewport" ref={viewportRef}>
        <div className="demo-slides-track">
          {slides.map((slide, index) => (
            <div
              // the slides are fixed placeholder content: their order never changes
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="demo-slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls && (
        <div className="d-flex justify-content-center gap-2 mt-3">
          {/* until the page's script has started the carousel, a click could do nothing */}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!embla}
            onClick={() => step('prev')}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!embla}
            onClick={() => step('next')}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}
