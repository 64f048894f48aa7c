import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InvoicingSettings, ShopSettingsView } from '../../domain/shop-settings-schema';
import { fetchShopSettings, shopSettingsKeys } from '../api/admin';
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
 * On the start page until the shop can issue a proper invoice: a fresh shop sells at once, and
 * its invoices would name the seller as "Hofladen" alone.
 */
export function SetupReminders() {
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
