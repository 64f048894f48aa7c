/** The shop's icon, a honeycomb cell in the shop's honey colour. */
export const SHOP_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><path d='M16 2l12 7v14l-12 7-12-7V9z' fill='#e0a526'/></svg>";

/** As the pages name it in their head: inline, no request of its own. */
export const SHOP_ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(SHOP_ICON_SVG)}`;
