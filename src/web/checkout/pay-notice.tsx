import { pricesNote } from '../../domain/pricing';
import { useShopLinks } from '../shop-config';
import { ShopLink } from '../ui/shop-link';

/** § 312j BGB: the button that places the order must make clear that it costs money. */
export function PayNotice({ smallBusiness }: { smallBusiness: boolean }) {
  const links = useShopLinks();
  return (
    <p className="pay-notice">
      Mit „Bezahlen“ bestellst du zahlungspflichtig. {pricesNote(smallBusiness)} Es gelten unsere{' '}
      <ShopLink href={links.agb}>AGB</ShopLink> und die{' '}
      <ShopLink href={links.widerruf}>Widerrufsbelehrung</ShopLink>.
    </p>
  );
}
