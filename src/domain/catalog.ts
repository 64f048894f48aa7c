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
