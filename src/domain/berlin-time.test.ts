import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallTimeReadAfresh as readAfresh, wallTimeAsUtc } from './berlin-time';

describe('wallTimeAsUtc', () => {
  it('equals the zone rules read afresh, for any instant from 1850 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2200, 0, 1) }), (at) => {
        expect(wallTimeAsUtc(at)).toBe(readAfresh(at));
      }),
      { numRuns: 5_000 },
    );
  });

  it('turns at both changes of 2026 to the millisecond', () => {
    const spring = Date.UTC(2026, 2, 29, 1);
    const autumn = Date.UTC(2026, 9, 25, 1);
    const wall = (instant: number) => new Date(wallTimeAsUtc(instant)).toISOString();
    expect(wall(spring - 1)).toBe('2026-03-29T01:59:59.999Z');
    expect(wall(spring)).toBe('2026-03-29T03:00:00.000Z');
    expect(wall(autumn - 1)).toBe('2026-10-25T02:59:59.999Z');
    expect(wall(autumn)).toBe('2026-10-25T02:00:00.000Z');
    for (const at of [spring - 1, spring, autumn - 1, autumn, Date.UTC(1893, 2, 31, 23, 30)])
      expect(wallTimeAsUtc(at)).toBe(readAfresh(at));
  });
});
