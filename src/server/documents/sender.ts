import type { ContactSettings } from '../../domain/shop-settings-schema';

/** Who a document comes from: the shop's contact data from the settings. */
export interface DocumentSender {
  name: string;
  lines: string[];
}

/** Before staff fill in the contact data, the shop's name and e-mail address stand alone. */
export function documentSender(contact: ContactSettings | null, shopEmail: string): DocumentSender {
  if (!contact) return { name: 'Hofladen', lines: [shopEmail] };
  return {
    name: contact.business,
    lines: [
      contact.street,
      `${contact.postalCode} ${contact.city}`,
      ...(contact.phone ? [`Telefon ${contact.phone}`] : []),
      contact.email,
    ],
  };
}
