import { countryName, sortedByGermanName } from '../../domain/countries';
import { formatDateWithWeekday } from '../../domain/dates';
import type { DeliveryChoice } from '../../domain/delivery';
import type { DeliveryOptions } from '../../domain/delivery-schema';
import { formatEuro } from '../../domain/money';
import { cutoffText, openingHoursLines, placeAddress } from '../../domain/pickup-place';
import { rateFor } from '../../domain/shipping-rules';
import { SelectField } from '../ui/select-field';

interface DeliveryChoiceFormProps {
  options: DeliveryOptions;
  choice: DeliveryChoice;
  /** What shipping to the chosen country costs this cart; null while pickup is chosen. */
  shippingCents: number | null;
  onChoose: (choice: DeliveryChoice) => void;
}

/** Germany first, the rest by their German names. */
const shippingCountries = (options: DeliveryOptions) => {
  const all = options.shipping.flatMap((rate) => rate.countries);
  return [
    ...all.filter((code) => code === 'DE'),
    ...sortedByGermanName(all.filter((code) => code !== 'DE')),
  ];
};

// while pickup is chosen, "Versand" shows the rate it would cost
function shippingPrice(
  choice: DeliveryChoice,
  shippingCents: number | null,
  rate: { amountCents: number } | null,
): string {
  const cents = choice.method === 'shipping' ? shippingCents : (rate?.amountCents ?? null);
  if (cents === null) return '';
  return cents === 0 ? 'kostenlos' : formatEuro(cents);
}

/**
 * docs/shop/cart.md#delivery: "Versand" to a country the shop ships to, or "Abholung" at the farm
 * shop or a market stall on one of its next days, free of charge. The server checks the same
 * choice again (cutoff, closed days) and prices it itself.
 */
export function DeliveryChoiceForm({
  options,
  choice,
  shippingCents,
  onChoose,
}: DeliveryChoiceFormProps) {
  const countries = shippingCountries(options);
  const country = choice.method === 'shipping' ? choice.country : (countries[0] ?? 'DE');
  const rate = rateFor(options.shipping, country);
  const firstPlace = options.pickupPlaces[0];
  const place =
    choice.method === 'pickup'
      ? options.pickupPlaces.find((option) => option.id === choice.placeId)
      : undefined;
  const ship = () => onChoose({ method: 'shipping', country });
  const pickUpAt = (id: number, date?: string) => {
    const chosen = options.pickupPlaces.find((option) => option.id === id);
    const day = date ?? chosen?.dates[0];
    if (chosen && day) onChoose({ method: 'pickup', placeId: chosen.id, date: day });
  };

  return (
    <fieldset className="delivery-choice">
      <legend className="delivery-choice-title">Lieferung</legend>
      <div className="form-check delivery-option">
        <input
          id="lieferung-versand"
          className="form-check-input"
          type="radio"
          name="lieferung"
          checked={choice.method === 'shipping'}
          onChange={ship}
        />
        <label htmlFor="lieferung-versand" className="form-check-label">
          Versand
          <span className="delivery-option-price">
            {shippingPrice(choice, shippingCents, rate)}
          </span>
        </label>
      </div>
      {choice.method === 'shipping' && (
        <div className="delivery-details">
          <SelectField
            id="lieferung-land"
            label="Lieferland"
            value={country}
            onChange={(event) => onChoose({ method: 'shipping', country: event.target.value })}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </SelectField>
          {rate?.freeFromCents != null && rate.freeFromCents > 0 && (
            <p className="delivery-note">Versandkostenfrei ab {formatEuro(rate.freeFromCents)}.</p>
          )}
        </div>
      )}
      {firstPlace && (
        <div className="form-check delivery-option">
          <input
            id="lieferung-abholung"
            className="form-check-input"
            type="radio"
            name="lieferung"
            checked={choice.method === 'pickup'}
            onChange={() => pickUpAt(firstPlace.id)}
          />
          <label htmlFor="lieferung-abholung" className="form-check-label">
            Abholung
            <span className="delivery-option-price">kostenlos</span>
          </label>
        </div>
      )}
      {choice.method === 'pickup' && place && (
        <div className="delivery-details">
          <SelectField
            id="lieferung-abholort"
            label="Abholort"
            className="mb-2"
            value={place.id}
            onChange={(event) => pickUpAt(Number(event.target.value))}
          >
            {options.pickupPlaces.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="lieferung-abholtag"
            label="Abholtag"
            value={choice.date}
            onChange={(event) => pickUpAt(place.id, event.target.value)}
          >
            {place.dates.map((date) => (
              <option key={date} value={date}>
                {formatDateWithWeekday(date)}
              </option>
            ))}
          </SelectField>
          <p className="delivery-note">
            {placeAddress(place)}
            {place.description && <span className="d-block">{place.description}</span>}
            {openingHoursLines(place.openingHours).map((line) => (
              <span key={line} className="d-block">
                {line}
              </span>
            ))}
            <span className="d-block">{cutoffText(place.cutoff)}</span>
          </p>
        </div>
      )}
    </fieldset>
  );
}
