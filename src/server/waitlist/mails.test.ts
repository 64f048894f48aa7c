import { expect, it } from 'vitest';
import { renderWaitlistDateCancelled, renderWaitlistOffer } from './mails';

const entry = {
  id: 1,
  firstName: 'Änne',
  email: 'aenne@example.org',
  places: 2,
  token: 't'.repeat(43),
  offered: true,
  date: {
    courseDateId: 7,
    productId: 'c-kerzen',
    title: 'Bienenwachskerzen selber ziehen',
    label: null,
    dates: ['2027-06-01'],
    time: '10:00 – 12:00',
  },
};
const shop = { shopEmail: 'hof@example.org', publicUrl: 'https://hof.example' };
const others = { otherDates: [], courseUrl: 'https://hof.example/produkt/c-kerzen' };

it('gives the reason of a date cancelled with one, and no "Grund:" line without', () => {
  const withReason = renderWaitlistDateCancelled(
    entry,
    { ...others, reason: 'Die Kursleiterin ist krank & <heiser>.' },
    shop,
  );
  expect(withReason.text).toMatch(
    /Wir haben den Termin abgesagt\.\n+Grund: Die Kursleiterin ist krank & <heiser>\.\n+Damit endet auch seine Warteliste, und die Plätze, die wir für dich gehalten haben, kannst du nicht mehr buchen\./,
  );
  expect(withReason.html).toContain('Grund: Die Kursleiterin ist krank &#38; &#60;heiser&#62;.');

  const without = renderWaitlistDateCancelled(entry, { ...others, reason: null }, shop);
  expect(without.text).not.toContain('Grund:');
  expect(without.text).toContain('Wir haben den Termin abgesagt.');
  expect(without.text).toContain('Damit endet auch seine Warteliste');
});

it('says one place and several places each in their own words', () => {
  const expires = new Date('2027-05-30T16:00:00Z');
  const one = renderWaitlistOffer({ ...entry, places: 1 }, expires, shop);
  expect(one.subject).toBe('Platz frei für dich: Bienenwachskerzen selber ziehen');
  expect(one.text).toContain('ist 1 Platz für dich frei geworden.');
  expect(one.text).toContain('Wir halten ihn für dich bis 30.05.2027, 18:00 Uhr.');
  expect(one.text).toContain('Platz buchen: https://hof.example/warteliste/');

  const two = renderWaitlistOffer(entry, expires, shop);
  expect(two.subject).toBe('Plätze frei für dich: Bienenwachskerzen selber ziehen');
  expect(two.text).toContain('sind 2 Plätze für dich frei geworden.');
  expect(two.text).toContain('Wir halten sie für dich bis 30.05.2027, 18:00 Uhr.');
  expect(two.html).toContain('Plätze buchen');

  const cancelled = renderWaitlistDateCancelled(
    { ...entry, places: 1 },
    { ...others, reason: null },
    shop,
  );
  expect(cancelled.text).toContain('und den Platz, den wir für dich gehalten haben, kannst du');
});
