import { createContext, useContext } from 'react';
import { paths } from '../domain/routes';

export interface ShopLinks {
  imkerei: string;
  kraeuterhaus: string;
  ueberUns: string;
  wochenmaerkte: string;
  impressum: string;
  datenschutz: string;
  agb: string;
  widerruf: string;
  /** Shipping costs and payment: always the shop's own page. */
  versand: string;
  /** The demo template site's documentation and purchase page (`DEMO_DOCS_URL`, …). */
  demoDocs: string;
  demoPurchase: string;
}

/** What the server tells every page: the configured links and the shop's public address. */
export interface ShopConfig {
  links: ShopLinks;
  /** `PUBLIC_URL`: canonical and Open Graph URLs are built from it, not from the address bar. */
  origin: string;
  /**
   * The shop sells as a small business (§ 19 UStG, the invoicing setting): a cart names no VAT.
   * An order says for itself what it was sold as.
   */
  smallBusiness: boolean;
}

export const SHOP_CONFIG_ELEMENT = 'shop-config';

const fallbackLinks: ShopLinks = {
  imkerei: '#',
  kraeuterhaus: '#',
  ueberUns: '#',
  wochenmaerkte: '#',
  impressum: paths.legal('impressum'),
  datenschutz: paths.legal('datenschutz'),
  agb: paths.legal('agb'),
  widerruf: paths.legal('widerrufsbelehrung'),
  versand: paths.legal('versand-und-zahlung'),
  demoDocs: '#',
  demoPurchase: '#',
};

/** What the server configures; links it leaves out lead nowhere ("#") or to the shop's own page. */
export interface ShopSettings {
  links: Partial<ShopLinks>;
  origin: string;
  smallBusiness?: boolean;
}

export const completeShopConfig = ({
  links,
  origin,
  smallBusiness = false,
}: ShopSettings): ShopConfig => ({
  links: { ...fallbackLinks, ...links },
  origin,
  smallBusiness,
});

/** The configuration the server wrote into the page; the dev server's page has none. */
export function readShopConfig(): ShopConfig {
  const element = document.getElementById(SHOP_CONFIG_ELEMENT);
  try {
    const written = JSON.parse(element?.textContent ?? 'null') as ShopSettings | null;
    if (written) return completeShopConfig(written);
  } catch {
    // a page without the block (the dev server's) or a broken one: the defaults below
  }
  return completeShopConfig({ links: {}, origin: window.location.origin });
}

export const ShopConfigContext = createContext<ShopConfig>({
  links: fallbackLinks,
  origin: '',
  smallBusiness: false,
});

export const useShopConfig = (): ShopConfig => useContext(ShopConfigContext);

export const useShopLinks = (): ShopLinks => useShopConfig().links;

export const useSmallBusiness = (): boolean => useShopConfig().smallBusiness;
