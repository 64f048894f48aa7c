export interface ShopLinks {
  imkerei: string;
  kraeuterhaus: string;
  ueberUns: string;
  wochenmaerkte: string;
  impressum: string;
  datenschutz: string;
  agb: string;
  widerruf: string;
}

const fallback: ShopLinks = {
  imkerei: '#',
  kraeuterhaus: '#',
  ueberUns: '#',
  wochenmaerkte: '#',
  impressum: '#',
  datenschutz: '#',
  agb: '#',
  widerruf: '#',
};

function readLinks(): ShopLinks {
  const element = document.getElementById('shop-config');
  if (!element?.textContent) return fallback;
  try {
    return {
      ...fallback,
      ...(JSON.parse(element.textContent) as { links: Partial<ShopLinks> }).links,
    };
  } catch {
    return fallback;
  }
}

let links: ShopLinks | undefined;

/** The server writes the shop's configured links into index.html (see server/web/static.ts). */
export function shopLinks(): ShopLinks {
  links ??= readLinks();
  return links;
}
