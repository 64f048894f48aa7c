import { useShopLinks } from '../shop-config';

/** § 312j BGB: the button that places the order must make clear that it costs money. */
export function PayNotice() {
  const links = useShopLinks();
  return (
    <p className="pay-notice">
      Mit „Bezahlen“ bestellst du zahlungspflichtig. Alle Preise inkl. MwSt. Es gelten unsere{' '}
      <a href={links.agb}>AGB</a> und die <a href={links.widerruf}>Widerrufsbelehrung</a>.
    </p>
  );
}
