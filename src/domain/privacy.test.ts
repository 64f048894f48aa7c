import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName } from './privacy';

describe('maskName', () => {
  it('keeps only initials, umlauts included', () => {
    expect(maskName('Jürgen Müller')).toBe('J. M.');
    expect(maskName('  özlem   ')).toBe('ö.');
    expect(maskName('')).toBe('–');
  });

  it('never keeps more than one letter of any part of a name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), { maxLength: 5 }),
        (parts) => {
          const masked = maskName(parts.join(' '));
          for (const piece of masked.split(' ')) expect([...piece].length).toBeLessThanOrEqual(2);
          expect(masked.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
