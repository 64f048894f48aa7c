import { useState } from 'react';
import { useLocation } from 'react-router';
import { useShopLinks } from '../shop-config';
import { PageLink } from '../ui/page-link';
import { BrandMark } from './brand-mark';

const NAV_ID = 'hauptnavigation';

/**
 * docs/shop/layout-and-navigation.md#header: Shop plus the farm's external pages; collapses below
 * md (768 px).
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const links = useShopLinks();
  const external = [
    { label: 'Imkerei', href: links.imkerei },
    { label: 'Kräuterhaus', href: links.kraeuterhaus },
    { label: 'Über uns', href: links.ueberUns },
    { label: 'Wochenmärkte', href: links.wochenmaerkte },
  ];
  const close = () => setOpen(false);
  // the shop's own entry is marked while one is on it, as React Router's NavLink with `end` would
  // mark it (that link alone cost as much as a dozen PageLinks: docs/decisions/037-performance.md)
  const onShop = useLocation().pathname === '/';

  return (
    <header className="site-header">
      <nav className="navbar navbar-expand-md navbar-dark" aria-label="Hauptnavigation">
        <div className="container">
          <PageLink to="/" className="navbar-brand d-flex align-items-center gap-2" onClick={close}>
            <BrandMark />
            <span className="brand-name">
              Hofladen
              <small className="brand-tagline">Imkerei &amp; Kräuterhaus</small>
            </span>
          </PageLink>
          <button
            type="button"
            className="navbar-toggler"
            aria-controls={NAV_ID}
            aria-expanded={open}
            aria-label="Navigation umschalten"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id={NAV_ID} className={`collapse navbar-collapse${open ? ' show' : ''}`}>
            <ul className="navbar-nav ms-auto">
              <li className="nav-item">
                <PageLink
                  to="/"
                  className={onShop ? 'nav-link active' : 'nav-link'}
                  aria-current={onShop ? 'page' : undefined}
                  onClick={close}
                >
                  Shop
                </PageLink>
              </li>
              {external.map((link) => (
                <li className="nav-item" key={link.label}>
                  <a className="nav-link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
