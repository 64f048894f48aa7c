import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AlreadyPaid } from './purchase-cancelled-page';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

it('says an order paid before the cancel arrived is paid, and nothing of a cancellation', () => {
  const html = renderToString(createElement(AlreadyPaid, { sessionId: 'sim_paid12345678' }));
  expect(text(html)).toContain(
    'Deine Bestellung ist bezahlt Diese Bestellung war zu dem Zeitpunkt schon bezahlt.',
  );
  expect(html).not.toMatch(/Abgebrochen|storniert|nichts abgebucht/);
  expect(html).toMatch(/<a [^>]*href="\/einkauf_erfolgreich\?session_id=sim_paid12345678"/);
  expect(text(html)).toContain('Zur Bestellübersicht');
});
