import { useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { type ImageRef, imageUrl } from '../../domain/catalog';

// the carousel column is half the container from 768 px on, full width below
// (docs/shop/layout-and-navigation.md#breakpoints)
const SIZES = '(min-width: 1220px) 580px, (min-width: 768px) 50vw, 100vw';

/** All product images (docs/shop/product-page.md#image-carousel), WebP via srcset. */
export function ImageCarousel({ images, title }: { images: ImageRef[]; title: string }) {
  const [active, setActive] = useState(0);
  if (images.length === 0) {
    return (
      <div className="product-image-frame ratio ratio-4x3 d-flex" role="img" aria-label={title}>
        <span className="d-flex align-items-center justify-content-center text-body-secondary">
          Noch kein Bild
        </span>
      </div>
    );
  }
  const several = images.length > 1;
  return (
    <div>
      <Carousel
        activeIndex={active}
        onSelect={setActive}
        controls={several}
        indicators={false}
        interval={null}
        touch
        prevLabel="Vorheriges Bild"
        nextLabel="Nächstes Bild"
        className="product-carousel"
      >
        {images.map((image, index) => (
          <Carousel.Item key={image.id}>
            <div className="product-image-frame ratio ratio-4x3">
              <img
                src={image.url}
                srcSet={image.srcSet}
                sizes={SIZES}
                alt={image.alt}
                width={1200}
                height={900}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </div>
          </Carousel.Item>
        ))}
      </Carousel>
      {several && (
        <div className="product-thumbnails d-flex gap-2 mt-2">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              className={`product-thumbnail ${index === active ? 'active' : ''}`}
              aria-label={`Bild ${index + 1} von ${images.length} anzeigen`}
              aria-current={index === active}
              onClick={() => setActive(index)}
            >
              <img src={imageUrl(image.id, 160)} alt="" width={160} height={120} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
