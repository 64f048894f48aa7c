import type { BuyerField, BuyerForm, BuyerProblems } from '../../domain/buyer-form';
import { countryName, EU_COUNTRIES, sortedByGermanName } from '../../domain/countries';
import type { BuyerRules } from '../../domain/payment-schema';
import { CheckField } from '../ui/check-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

interface BuyerFieldsProps {
  rules: BuyerRules;
  value: BuyerForm;
  errors: BuyerProblems;
  /** The fields changed: several may come before the next render (app-starter.ts replays them). */
  onChange: (change: Partial<BuyerForm>) => void;
}

// a differing invoice address may be anywhere in the EU (a company's seat), not only where
// parcels go
const BILLING_COUNTRIES = sortedByGermanName(EU_COUNTRIES);

interface AddressFieldsProps extends BuyerFieldsProps {
  prefix: '' | 'billing';
  countries: readonly string[];
}

const key = (prefix: '' | 'billing', field: string): BuyerField =>
  (prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field) as BuyerField;

function AddressFields({ prefix, countries, value, errors, onChange }: AddressFieldsProps) {
  const id = (field: string) => `zahlung-${prefix || 'liefer'}-${field}`;
  const field = (name: string) => key(prefix, name);
  const set = (name: string) => (event: { target: { value: string } }) =>
    onChange({ [field(name)]: event.target.value });
  const group = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <>
      <SelectField
        id={id('land')}
        label="Land"
        className="mb-3"
        autoComplete={`${group} country`}
        value={value[field('country')]}
        error={errors[field('country')]}
        onChange={set('country')}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={id('strasse')}
        label="Straße und Hausnummer"
        className="mb-3"
        autoComplete={`${group} address-line1`}
        value={value[field('street')]}
        error={errors[field('street')]}
        onChange={set('street')}
      />
      <TextField
        id={id('zusatz')}
        label="Adresszusatz (optional)"
        className="mb-3"
        autoComplete={`${group} address-line2`}
        value={value[field('addressLine2')]}
        error={errors[field('addressLine2')]}
        onChange={set('addressLine2')}
      />
      <div className="row g-3 mb-3">
        <TextField
          id={id('plz')}
          label="PLZ"
          className="col-5"
          inputMode={value[field('country')] === 'DE' ? 'numeric' : undefined}
          autoComplete={`${group} postal-code`}
          value={value[field('postalCode')]}
          error={errors[field('postalCode')]}
          onChange={set('postalCode')}
        />
        <TextField
          id={id('ort')}
          label="Ort"
          className="col-7"
          autoComplete={`${group} address-level2`}
          value={value[field('town')]}
          error={errors[field('town')]}
          onChange={set('town')}
        />
      </div>
    </>
  );
}

const REQUIRED_BILLING_HINT = 'Über 250 € muss die Rechnung Name und Anschrift nennen (§ 14 UStG).';

/** The invoice address: offered behind a box, or open with the reason when the invoice needs it. */
function BillingFields(props: BuyerFieldsProps & { offer: string }) {
  const { rules, value, errors, onChange, offer } = props;
  const required = rules.billingAddressRequired;
  return (
    <>
      {!required && (
        <CheckField
          id="zahlung-rechnung-abweichend"
          label={offer}
          className="mb-3"
          checked={value.billingDiffers}
          onChange={(event) => onChange({ billingDiffers: event.target.checked })}
        />
      )}
      {(required || value.billingDiffers) && (
        <fieldset aria-describedby={required ? 'zahlung-rechnung-hinweis' : undefined}>
          <legend className="form-label fw-semibold">Rechnungsadresse</legend>
          {required && (
            <p id="zahlung-rechnung-hinweis" className="form-text mt-0 mb-3">
              {REQUIRED_BILLING_HINT}
            </p>
          )}
          <TextField
            id="zahlung-billing-name"
            label="Name oder Firma"
            className="mb-3"
            autoComplete="billing name"
            value={value.billingName}
            error={errors.billingName}
            onChange={(event) => onChange({ billingName: event.target.value })}
          />
          <AddressFields {...props} prefix="billing" countries={BILLING_COUNTRIES} />
        </fieldset>
      )}
    </>
  );
}

/**
 * Who pays and where the goods go, asked as a hosted checkout asks: a delivery address for
 * posted goods (only the countries the charged shipping covers), a name alone for a pickup, an
 * invoice address only when it differs — or when the invoice needs one the delivery does not
 * give (above 250 €). Courses alone ask nothing but offer the invoice address.
 */
export function BuyerFields(props: BuyerFieldsProps) {
  const { rules, value, errors, onChange } = props;
  const shipping = rules.delivery === 'shipping';
  if (rules.delivery === 'none')
    return (
      <div className="buyer-fields mb-3">
        <BillingFields {...props} offer="Rechnungsadresse angeben (z. B. für eine Firma)" />
      </div>
    );
  return (
    <fieldset className="buyer-fields mb-3">
      <legend className="form-label fw-semibold">
        {shipping ? 'Lieferadresse' : 'Deine Angaben'}
      </legend>
      <TextField
        id="zahlung-name"
        label="Vor- und Nachname"
        className="mb-3"
        autoComplete={shipping ? 'shipping name' : 'name'}
        value={value.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      {shipping && <AddressFields {...props} prefix="" countries={rules.shippingCountries} />}
      <TextField
        id="zahlung-telefon"
        label="Telefon (optional, für Rückfragen)"
        className="mb-3"
        type="tel"
        autoComplete="tel"
        value={value.phone}
        error={errors.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
      />
      <BillingFields
        {...props}
        offer={shipping ? 'Rechnungsadresse weicht ab' : 'Rechnungsadresse angeben'}
      />
    </fieldset>
  );
}
