import { describe, expect, it } from 'vitest';
import { createAddressTurns } from './address-turns';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('address turns', () => {
  it('runs one address one at a time, in the order asked, and other addresses alongside', async () => {
    const turns = createAddressTurns();
    const log: string[] = [];
    const gates = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        log.push(`start ${name}`);
        gates.set(name, () => {
          log.push(`end ${name}`);
          resolve(name);
        });
      });
    const first = turns('198.51.100.1', work('a1'));
    const second = turns('198.51.100.1', work('a2'));
    const other = turns('198.51.100.2', work('b1'));
    await settle();
    expect(log).toEqual(['start a1', 'start b1']);
    gates.get('a1')?.();
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    gates.get('a2')?.();
    gates.get('b1')?.();
    expect(await Promise.all([first, second, other])).toEqual(['a1', 'a2', 'b1']);
  });

  it('gives a failure to its own caller only, and the next in line still runs', async () => {
    const turns = createAddressTurns();
    const failed = turns('198.51.100.1', async () => {
      throw new Error('Bestand reicht nicht');
    });
    const next = turns('198.51.100.1', async () => 'bestellt');
    await expect(failed).rejects.toThrow('Bestand reicht nicht');
    expect(await next).toBe('bestellt');
  });
});

describe('a long line', () => {
  it('refuses a checkout whose turn comes after 30 s in line, and serves the next one that came later', async () => {
    let clock = 0;
    const turns = createAddressTurns({ now: () => clock });
    let release = () => {};
    const slow = turns(
      '198.51.100.1',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('erste');
        }),
    );
    let ran = false;
    const waited = turns('198.51.100.1', async () => {
      ran = true;
      return 'zweite';
    });
    await settle();
    clock += 30_001;
    const fresh = turns('198.51.100.1', async () => 'dritte');
    release();
    expect(await slow).toBe('erste');
    await expect(waited).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_CHECKOUTS',
      headers: { 'retry-after': '60' },
    });
    expect(ran).toBe(false);
    expect(await fresh).toBe('dritte');
  });
});
