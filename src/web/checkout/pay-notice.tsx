import type { ReactNode } from 'react';
import { pricesNote } from '../../domain/pricing';
import { useShopLinks } from '../shop-config';

/**
 * Opens in a new tab: the payment form is never left, since coming back from a page the form
 * was left for starts it empty (every typed field lost).
 */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (öffnet in neuem Tab)</span>
    </a>
  );
}

/** § 312j BGB: the button that places the order must make clear that it costs money. */
export function PayNotice({ smallBusiness }: { smallBusiness: boolean }) {
  const links = useShopLinks();
  return (
    <p className="pay-notice">
      Mit „Bezahlen“ bestellst du zahlungspflichtig. {pricesNote(smallBusiness)} Es gelten unsere{' '}
      <LegalLink href={links.agb}>AGB</LegalLink> und die{' '}
      <LegalLink href={links.widerruf}>Widerrufsbelehrung</LegalLink>.
    </p>
  );
}
