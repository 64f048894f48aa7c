import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fulfilmentKeys } from '../api/admin-fulfilment';
import { AdminHome } from './admin-home';
import { missingSellerFacts, SetupReminders } from './setup-reminders';
import { StaffContext } from './staff-context';

const staff = { sub: '1', email: 'greta@hofladen.example', given_name: 'Greta', family_name: 'B' };

/** Each tile's heading and its text, as staff read them. */
function tiles(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, title, text] of html.matchAll(
    /<h[23][^>]*>(?:<a [^>]*>)?([^<]+)(?:<\/a>)?<\/h[23]><p[^>]*>([^<]+)<\/p>/g,
  ))
    found.set(title as string, text as string);
  return found;
}

describe('the backoffice start page', () => {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(StaffContext.Provider, { value: staff as never }, createElement(AdminHome)),
      ),
    ),
  );

  it('links every area there is and announces none as still to come', () => {
    for (const to of [
      '/admin/heute',
      '/admin/bestellungen',
      '/admin/abholorte',
      '/admin/produkte',
      '/admin/kurse',
      '/admin/check-in',
      '/admin/bewertungen',
      '/admin/rabattcodes',
      '/admin/postausgang',
      '/admin/rechtstexte',
      '/admin/einstellungen',
      '/admin/datenschutz',
    ])
      expect(html).toContain(`href="${to}"`);
    expect(html).not.toContain('folgen');
  });

  it('says what each area holds: Einstellungen is more than the shipping rate', () => {
    const einstellungen = tiles(html).get('Einstellungen') ?? '';
    for (const part of ['Versandkosten', 'Kontaktdaten', 'Links', 'Steuers'])
      expect(einstellungen).toContain(part);
    expect(tiles(html).get('Produkte')).toMatch(/Bilder/);
  });

  it('reminds of what invoices must name of the seller until it is entered', () => {
    const contact = {
      business: 'Imkerei Sonnenwiese',
      owner: 'Greta Bienenstöck',
      street: 'Lindenweg 4',
      postalCode: '14467',
      city: 'Potsdam',
      phone: '',
      email: 'hallo@hofladen.example',
      vatId: '',
    };
    expect(missingSellerFacts({ contact: null }, { taxNumber: '' })).toEqual([
      { label: 'Name und Anschrift des Betriebs', to: '/admin/einstellungen#kontakt-titel' },
      { label: 'die Steuernummer', to: '/admin/einstellungen#rechnungen-titel' },
    ]);
    expect(missingSellerFacts({ contact }, { taxNumber: ' ' })).toHaveLength(1);
    expect(missingSellerFacts({ contact }, { taxNumber: '046/123/45678' })).toEqual([]);
    expect(
      missingSellerFacts({ contact: { ...contact, vatId: 'DE123456789' } }, { taxNumber: '' }),
    ).toEqual([]);
  });

  it('says the checkout ships nothing until Germany has a rate, and links to it', () => {
    const reminders = (rates: object[]) => {
      const client = new QueryClient();
      client.setQueryData(fulfilmentKeys.shippingRules, { rates });
      return renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(QueryClientProvider, { client }, createElement(SetupReminders)),
        ),
      );
    };
    const empty = reminders([]);
    expect(empty).toContain('Noch kein Versand möglich');
    expect(empty).toContain('href="/admin/einstellungen#einstellung-versand-titel"');
    const germany = { group: 'DE', amountCents: 675, freeFromCents: null, countries: ['DE'] };
    expect(reminders([germany])).not.toContain('Versand');
  });
});
