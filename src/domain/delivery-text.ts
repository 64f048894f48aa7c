import { addressLines } from './address-format';
import { formatDateWithWeekday } from './dates';
import type { OrderDelivery } from './delivery-schema';
import { openingHoursLines, placeAddress } from './pickup-place';

// How an order's delivery reads wherever the customer sees it: the confirmation mail, the
// receipt, the success and payment pages.

export interface DeliveryText {
  heading: string;
  lines: string[];
}

/**
 * "Lieferung an" and the address, or "Abholung" with day, place and hours; null for courses and
 * for a parcel whose address is not given yet (the payment page asks it).
 */
export function deliveryText(delivery: OrderDelivery): DeliveryText | null {
  if (delivery.method === 'shipping')
    return delivery.address
      ? { heading: 'Lieferung an', lines: addressLines(delivery.buyerName, delivery.address) }
      : null;
  if (delivery.method === 'pickup') {
    const { place } = delivery;
    return {
      heading: 'Abholung',
      lines: [
        formatDateWithWeekday(delivery.date),
        place.name,
        placeAddress(place),
        ...(place.description ? [place.description] : []),
        ...openingHoursLines(place.openingHours),
      ],
    };
  }
  return null;
}

/** What happens to the goods next, in one sentence for the confirmation. */
export function goodsSentence(delivery: OrderDelivery): string {
  if (delivery.method === 'pickup')
    return `Wir packen deine Ware sorgfältig ein und legen sie am ${formatDateWithWeekday(delivery.date)} bei „${delivery.place.name}“ für dich bereit.`;
  return 'Wir packen deine Ware sorgfältig ein und schicken sie dir in den nächsten Tagen.';
}
