import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchShopSettings, shopSettingsKeys } from '../api/admin';
import { fetchTaxClasses, productKeys } from '../api/admin-catalogue';
import { fetchShippingRules, fulfilmentKeys } from '../api/admin-fulfilment';
import { AuditTrail, auditFormats } from './audit-trail';
import { CourseSelfServiceForm } from './course-self-service-form';
import { CourseSettingsForm } from './course-settings-form';
import { FoodAndStockSettings } from './food-and-stock-settings-forms';
import { InvoicingSettingsForm } from './invoicing-settings-form';
import { QueryState } from './query-state';
import { describeRates, ShippingRulesForm } from './shipping-rules-form';
import { ContactSettingsForm, LinksForm, TaxDefaultsForm } from './shop-settings-forms';
import { useScrollToHash } from './use-scroll-to-hash';

/** /admin/einstellungen — the settings the shop keeps in its database. */
export function SettingsPage() {
  // the start page's reminders link straight to the contact data and the invoice settings
  useScrollToHash();
  const rules = useQuery({ queryKey: fulfilmentKeys.shippingRules, queryFn: fetchShippingRules });
  const settings = useQuery({ queryKey: shopSettingsKeys.all, queryFn: fetchShopSettings });
  const taxClasses = useQuery({ queryKey: productKeys.taxClasses, queryFn: fetchTaxClasses });
  return (
    <>
      <title>Einstellungen – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Einstellungen</h1>
      <QueryState query={rules} loading="Einstellungen werden geladen…" />
      {rules.data && <ShippingRulesForm rules={rules.data} />}
      <AuditTrail
        entity="settings"
        id="shipping"
        version={rules.dataUpdatedAt}
        fieldLabels={{ amountCents: 'Versandkosten', rates: 'Versandkosten je Zone' }}
        formats={{
          amountCents: auditFormats.euro,
          rates: (value) => (Array.isArray(value) ? describeRates(value) : '–'),
        }}
      />
      <QueryState query={settings} loading="Einstellungen werden geladen…" />
      {settings.data && <ContactSettingsForm settings={settings.data} />}
      {settings.data && <LinksForm settings={settings.data} />}
      {settings.data && taxClasses.data && (
        <TaxDefaultsForm settings={settings.data} taxClasses={taxClasses.data} />
      )}
      <InvoicingSettingsForm />
      <FoodAndStockSettings />
      <section aria-labelledby="einstellungen-kurse" className="mt-5">
        <h2 id="einstellungen-kurse" className="h4 mb-1">
          Kurse
        </h2>
        <p className="text-body-secondary">
          Gilt für alle Kurse. Plätze, Mindestzahl und Entscheidungstag stehen bei jedem Termin
          unter <Link to="/admin/kurse">Kurse</Link>.
        </p>
        <CourseSettingsForm />
        <CourseSelfServiceForm />
      </section>
    </>
  );
}
