import { describe, expect, it } from 'vitest';
import { ContactSettings, contactFormValues, LinkSettings } from './shop-settings-schema';

const problemsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse() ?? [],
  );

describe('the contact settings form', () => {
  it('starts empty and asks for every required field in German, at the field', () => {
    expect(problemsOf(ContactSettings.safeParse(contactFormValues(null)))).toEqual({
      business: 'Bitte den Namen des Betriebs angeben.',
      owner: 'Bitte die Inhaberin oder den Inhaber angeben.',
      street: 'Bitte Straße und Hausnummer angeben.',
      postalCode: 'Bitte eine fünfstellige Postleitzahl eingeben.',
      city: 'Bitte den Ort angeben.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
  });

  it('shows stored contact data so that saving it unchanged keeps it', () => {
    const stored = {
      business: 'Imkerei Bienenstöck',
      owner: 'Greta Bienenstöck',
      street: 'Lindenweg 7',
      postalCode: '29640',
      city: 'Schneverdingen',
      phone: '',
      email: 'post@bienenstoeck.example',
      vatId: 'DE123456789',
    };
    expect(ContactSettings.parse(contactFormValues(stored))).toEqual(stored);
  });
});

describe('the links form', () => {
  it('takes web addresses and the shop’s own pages, not a path to another host', () => {
    const links = {
      imkerei: 'https://imkerei.example',
      kraeuterhaus: 'http://kraeuter.example/',
      ueberUns: '/ueber-uns',
      wochenmaerkte: '//fremd.example',
      impressum: '/impressum',
      datenschutz: '/datenschutz',
      agb: 'javascript:alert(1)',
      widerruf: '/widerrufsbelehrung',
    };
    const message =
      'Bitte eine Adresse wie https://… oder eine Shop-Seite wie /impressum eingeben.';
    expect(problemsOf(LinkSettings.safeParse(links))).toEqual({
      wochenmaerkte: message,
      agb: message,
    });
  });
});
