import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareGerman, compareTitles } from './german-order';

describe('German order', () => {
  it('sorts umlauts with their letters, as localeCompare with "de" does', () => {
    expect(['Polen', 'Österreich', 'Niederlande', 'Zypern', 'Ägypten'].sort(compareGerman)).toEqual(
      ['Ägypten', 'Niederlande', 'Österreich', 'Polen', 'Zypern'],
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareGerman(a, b))).toBe(Math.sign(a.localeCompare(b, 'de')));
      }),
    );
  });

  it('puts titles in the shop order: numbers by value, case aside', () => {
    expect(['Honig 10', 'honig 2', 'Äpfel', 'Birnen'].sort(compareTitles)).toEqual([
      'Äpfel',
      'Birnen',
      'honig 2',
      'Honig 10',
    ]);
  });
});
