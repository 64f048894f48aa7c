import { paths } from '../../domain/routes';
import { openConsentSettings } from '../consent/consent-events';
import { useShopLinks } from '../shop-config';
import { PageLink } from '../ui/page-link';
import { ShopLink } from '../ui/shop-link';
import { BrandMark } from './brand-mark';

/**
 * docs/shop/layout-and-navigation.md#footer: Über uns, Impressum, Datenschutzerklärung and a
 * copyright 2024 line; German shop law adds AGB, Widerrufsbelehrung, shipping and the withdrawal
 * button.
 */
export function SiteFooter() {
  const links = useShopLinks();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-4 align-items-center">
          <div className="col-md-6 d-flex align-items-center gap-3">
            <BrandMark size={44} />
            <p className="mb-0 footer-claim">
              Honig, Kräuter und Handgemachtes – direkt vom Hof, mit Sorgfalt für Bienen und Natur.
            </p>
          </div>
          <nav className="col-md-6" aria-label="Rechtliches und Informationen">
            <ul className="footer-links list-unstyled mb-0">
              <li>
                <a href={links.ueberUns}>Über uns</a>
              </li>
              <li>
                <ShopLink href={links.impressum}>Impressum</ShopLink>
              </li>
              <li>
                <ShopLink href={links.datenschutz}>Datenschutzerklärung</ShopLink>
              </li>
              <li>
                <ShopLink href={links.agb}>AGB</ShopLink>
              </li>
              <li>
                <ShopLink href={links.widerruf}>Widerrufsbelehrung</ShopLink>
              </li>
              <li>
                <ShopLink href={links.versand}>Versand und Zahlung</ShopLink>
              </li>
              <li>
                {/* § 356a BGB: the withdrawal button, reachable from every shop page */}
                <PageLink to={paths.withdrawal}>Vertrag widerrufen</PageLink>
              </li>
              <li>
                {/* docs/shop/consent.md#changing-or-withdrawing: withdrawing is as easy as
                   giving, from every page */}
                <button
                  type="button"
                  className="btn btn-link footer-link-button"
                  onClick={openConsentSettings}
                >
                  Cookie-Einstellungen
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <p className="footer-copyright mb-0">© 2024 Hofladen – Imkerei &amp; Kräuterhaus</p>
      </div>
    </footer>
  );
}
