import type { ReactNode } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { useReducedMotion } from './use-reduced-motion';

/**
 * A one-slide-at-a-time Bootstrap carousel as docs/shop/demo-site.md#carousels sets it: a new slide
 * every 5000 ms, paused under the mouse, arrow keys, a 40 px swipe, wrapping at both ends, and
 * clicks during a slide change ignored (react-bootstrap does those last three itself). Visitors who
 * asked for less motion get no autoplay.
 */
export function BootstrapCarousel({
  label,
  slides,
  className,
}: {
  label: string;
  slides: ReactNode[];
  className?: string;
}) {
  const reducedMotion = useReducedMotion();
  return (
    <Carousel
      interval={reducedMotion ? null : 5000}
      pause="hover"
      keyboard
      touch
      wrap
      aria-label={label}
      className={className}
    >
      {slides.map((slide, index) => (
        // fixed placeholder content: the order never changes
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Carousel.Item key={index}>{slide}</Carousel.Item>
      ))}
    </Carousel>
  );
}
