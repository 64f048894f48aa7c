import { BlockList, isIPv4 } from 'node:net';
import fastGeoip from 'fast-geoip';
import type { GeoLocation } from '../../domain/consent';

// Addresses that name no place: loopback, private networks, link-local, carrier NAT, reserved.
const UNLOCATABLE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  UNLOCATABLE.addSubnet(network, prefix, 'ipv4');

// the database names German states by their ISO 3166-2 code
const GERMAN_STATES: Record<string, string> = {
  BB: 'Brandenburg',
  BE: 'Berlin',
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  HB: 'Bremen',
  HE: 'Hessen',
  HH: 'Hamburg',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SH: 'Schleswig-Holstein',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  TH: 'Thüringen',
};

const countryNames = new Intl.DisplayNames(['de'], { type: 'region' });
const NOWHERE: GeoLocation = { country: '', city: '', region: '' };

/**
 * Country, city and region of a client address from the GeoLite2 data bundled with fast-geoip
 * (read from disk per lookup, nothing held in memory). No third party hears of the visitor
 * (docs/decisions/008-cookie-consent.md). IPv6 and private addresses give empty strings.
 */
export async function locate(address: string): Promise<GeoLocation> {
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!isIPv4(ipv4) || UNLOCATABLE.check(ipv4, 'ipv4')) return NOWHERE;
  const found = await fastGeoip.lookup(ipv4).catch(() => null);
  if (!found?.country) return NOWHERE;
  return {
    country: countryNames.of(found.country) ?? found.country,
    city: found.city,
    region: (found.country === 'DE' && GERMAN_STATES[found.region]) || found.region,
  };
}
