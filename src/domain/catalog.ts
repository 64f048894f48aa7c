// docs/shop/catalogue.md#categories: the six categories, by their API names
export const PRODUCT_TYPES = ['honig', 'drink', 'course', 'care', 'strength', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  honig: 'Honig',
  drink: 'Getränke',
  course: 'Kurse',
  care: 'Hautpflege',
  strength: 'Stärkung',
  other: 'Andere',
};

/**
 * How old the catalogue's figures on a page (prices, stock, free places) may be: the server keeps
 * pages and the catalogue reads they are built from this long, and the browser does not ask again
 * for data the server read less than this long ago (docs/decisions/037-performance.md).
 */
export const PAGE_DATA_MAX_AGE_MS = 2_000;

/** Widths the image endpoint renders; anything else is refused so the cache stays bounded. */
export const IMAGE_WIDTHS = [160, 320, 480, 800, 1200] as const;
const SRCSET_WIDTHS = [320, 480, 800, 1200] as const;

export interface ImageRef {
  id: string;
  alt: string;
  url: string;
  srcSet: string;
}

export const imageUrl = (id: string, width: number): string => `/api/images/${id}?w=${width}`;

/** URLs of an image at the widths the server renders, for `src` and `srcset`. */
export function imageRef(id: string, alt: string, defaultWidth = 480): ImageRef {
  return {
    id,
    alt,
    url: imageUrl(id, defaultWidth),
    srcSet: SRCSET_WIDTHS.map((width) => `${imageUrl(id, width)} ${width}w`).join(', '),
  };
}
