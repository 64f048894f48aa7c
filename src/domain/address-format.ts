import { countryName } from './countries';

// An address as the post writes it: on parcels' packing slips, in mails and on the status page.

interface AddressParts {
  street: string;
  addressLine2: string | null;
  postalCode: string;
  town: string;
  country: string;
}

/** Name, street, second line, postcode and town, then the country unless it is Germany. */
export function addressLines(name: string | null, address: AddressParts): string[] {
  return [
    ...(name ? [name] : []),
    address.street,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.postalCode} ${address.town}`.trim(),
    ...(address.country === 'DE' ? [] : [countryName(address.country).toUpperCase()]),
  ];
}
