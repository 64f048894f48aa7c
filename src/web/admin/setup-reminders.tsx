import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ShippingRulesView } from '../../domain/settings-schema';
import type { InvoicingSettings, ShopSettingsView } from '../../domain/shop-settings-schema';
import { fetchShopSettings, shopSettingsKeys } from '../api/admin';
import { fetchShippingRules, fulfilmentKeys } from '../api/admin-fulfilment';
import { invoicingSettingsQuery } from '../api/admin-invoicing';

/** What every invoice must name of its seller (§ 14 (4) UStG) and is not entered yet. */
export function missingSellerFacts(
  settings: Pick<ShopSettingsView, 'contact'>,
  invoicing: Pick<InvoicingSettings, 'taxNumber'>,
): { label: string; to: string }[] {
  return [
    ...(settings.contact === null
      ? [{ label: 'Name und Anschrift des Betriebs', to: '/admin/einstellungen#kontakt-titel' }]
      : []),
    // the Steuernummer or, instead, the USt-IdNr. of the contact data
    ...(invoicing.taxNumber.trim() === '' && !settings.contact?.vatId.trim()
      ? [{ label: 'die Steuernummer', to: '/admin/einstellungen#rechnungen-titel' }]
      : []),
  ];
}

/**
 * A shop started without the demo catalogue has no rate for Germany, and its checkout refuses
 * every parcel ("Nach Deutschland versenden wir leider nicht.") until staff enter one.
 */
const lacksGermanRate = (rules: ShippingRulesView): boolean =>
  !rules.rates.some((rate) => rate.group === 'DE');

/** On the start page until the shop can ship and issue a proper invoice. */
export function SetupReminders() {
  const rules = useQuery({ queryKey: fulfilmentKeys.shippingRules, queryFn: fetchShippingRules });
  return (
    <>
      {rules.data && lacksGermanRate(rules.data) && (
        <div className="alert alert-warning mb-4" role="status">
          <h2 className="h5">Noch kein Versand möglich</h2>
          <p className="mb-0">
            Für Deutschland sind keine Versandkosten eingetragen: Bis dahin nimmt die Kasse keine
            Bestellung zum Versand an, nur Kurse und Abholung.{' '}
            <Link to="/admin/einstellungen#einstellung-versand-titel">Versandkosten eintragen</Link>
          </p>
        </div>
      )}
      <InvoiceReminder />
    </>
  );
}

/**
 * Until the shop can issue a proper invoice: a fresh shop sells at once, and its invoices would
 * name the seller as "Hofladen" alone.
 */
function InvoiceReminder() {
  const settings = useQuery({ queryKey: shopSettingsKeys.all, queryFn: fetchShopSettings });
  const invoicing = useQuery({
    queryKey: invoicingSettingsQuery.key,
    queryFn: invoicingSettingsQuery.load,
  });
  if (!settings.data || !invoicing.data) return null;
  const missing = missingSellerFacts(settings.data, invoicing.data);
  if (missing.length === 0) return null;
  return (
    <div className="alert alert-warning mb-4" role="status">
      <h2 className="h5">Rechnungen sind noch nicht vollständig</h2>
      <p className="mb-2">
        Jede Rechnung und Gutschrift muss den Verkäufer mit Anschrift und Steuernummer (oder
        USt-IdNr.) nennen (§ 14 UStG). Es fehlen noch:
      </p>
      <ul className="mb-0">
        {missing.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
