import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { completeShopConfig, ShopConfigContext } from '../shop-config';
import { PayNotice } from './pay-notice';

const linksIn = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', text = '']) => ({
    attributes,
    text,
  }));

it('opens the AGB and the Widerrufsbelehrung in a new tab, so the form is never left', () => {
  // the shop's own pages, and pages configured elsewhere
  for (const links of [
    {},
    { agb: 'https://example.org/agb', widerruf: 'https://example.org/widerruf' },
  ]) {
    const html = renderToString(
      createElement(
        ShopConfigContext.Provider,
        { value: completeShopConfig({ links, origin: '' }) },
        createElement(PayNotice, { smallBusiness: false }),
      ),
    );
    const found = linksIn(html);
    expect(found.map((link) => link.attributes.match(/href="([^"]*)"/)?.[1])).toEqual([
      links.agb ?? '/agb',
      links.widerruf ?? '/widerrufsbelehrung',
    ]);
    expect(found.map((link) => link.text.replace(/<[^>]+>/g, ''))).toEqual([
      'AGB (öffnet in neuem Tab)',
      'Widerrufsbelehrung (öffnet in neuem Tab)',
    ]);
    for (const link of found) {
      expect(link.attributes).toContain('target="_blank"');
      expect(link.attributes).toContain('rel="noopener"');
      // a link the shop's click listener would follow in the same tab
      expect(link.attributes).not.toContain('data-page-link');
    }
  }
});
