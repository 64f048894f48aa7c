// The parcel services a farm ships with, and where a customer follows a parcel. Read without zod
// so the status page and the backoffice list stay light; shipment-schema.ts checks staff input.

export const KNOWN_CARRIERS = ['dhl', 'dpd', 'hermes', 'gls', 'deutsche-post'] as const;
export type KnownCarrier = (typeof KNOWN_CARRIERS)[number];
/** A courier not in the list (a local one, a pallet forwarder): named by staff, no link. */
export type CarrierId = KnownCarrier | 'other';

export const CARRIER_LABELS: Record<CarrierId, string> = {
  dhl: 'DHL',
  dpd: 'DPD',
  hermes: 'Hermes',
  gls: 'GLS',
  'deutsche-post': 'Deutsche Post',
  other: 'Anderer Versanddienst',
};

// The carriers' public tracking pages (2026). The number goes in URL-encoded, so whatever staff
// typed can never leave the query or fragment it is put in.
const TRACKING_PAGES: Record<KnownCarrier, (encoded: string) => string> = {
  dhl: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  hermes: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${n}`,
  gls: (n) => `https://gls-group.eu/DE/de/paketverfolgung?match=${n}`,
  'deutsche-post': (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${n}`,
};

export type Shipment =
  | { carrier: KnownCarrier; trackingNumber: string }
  | { carrier: 'other'; carrierName: string; trackingNumber: string };

export const isKnownCarrier = (id: string): id is KnownCarrier =>
  (KNOWN_CARRIERS as readonly string[]).includes(id);

/**
 * Labels print tracking numbers in groups ("0034 0434 1606"); the carriers' pages want them
 * joined, so spaces go before the number becomes part of a link.
 */
export const compactTrackingNumber = (text: string): string => text.replace(/\s+/g, '');

/** The page that follows this parcel; null for a carrier the shop has no template for. */
export function trackingUrl(shipment: Shipment): string | null {
  if (shipment.carrier === 'other') return null;
  const number = compactTrackingNumber(shipment.trackingNumber);
  // "." and ".." in a link's path name the folder or its parent, not a parcel
  if (number === '' || number === '.' || number === '..') return null;
  return TRACKING_PAGES[shipment.carrier](encodeURIComponent(number));
}

/** "DHL" or the name staff gave an other carrier. */
export const carrierName = (shipment: Shipment): string =>
  shipment.carrier === 'other' ? shipment.carrierName : CARRIER_LABELS[shipment.carrier];
