import { describe, expect, it } from 'vitest';
import { datevBatch, fiscalYearStart, lastDayOf } from './datev-batch';
import { encodeWindows1252, windows1252Text } from './windows-1252';

const settings = {
  beraterNumber: '1001',
  mandantNumber: '1',
  fiscalYearStartMonth: 7,
  accountLength: 4,
  chart: '03' as const,
  clearingAccount: '1360',
  revenueAccounts: [{ rateBp: 1900, account: '8400', buKey: '' }],
  smallBusinessAccount: '8195',
};

describe('DATEV batch', () => {
  it('finds the fiscal year of a month and the month’s last day', () => {
    expect(fiscalYearStart('2026-03', 7)).toBe('2025-07-01');
    expect(fiscalYearStart('2026-07', 7)).toBe('2026-07-01');
    expect(fiscalYearStart('2026-12', 1)).toBe('2026-01-01');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it('stamps the header with Berlin wall time, in summer and in winter', () => {
    const header = (instant: string) =>
      datevBatch({ month: '2026-03', createdAt: new Date(instant), settings, documents: [] })
        .split('\r\n')[0]
        ?.split(';');
    // 29 March 2026: at 01:00 UTC the clocks jump from 02:00 to 03:00
    expect(header('2026-03-29T00:59:59.500Z')?.[5]).toBe('20260329015959500');
    expect(header('2026-03-29T01:00:00.000Z')?.[5]).toBe('20260329030000000');
    // 25 October 2026: 02:30 comes twice, in summer time and then in winter time
    expect(header('2026-10-25T00:30:00.000Z')?.[5]).toBe('20261025023000000');
    expect(header('2026-10-25T01:30:00.000Z')?.[5]).toBe('20261025023000000');
    expect(header('2026-04-01T10:00:00Z')?.slice(12, 16)).toEqual([
      '20250701',
      '4',
      '20260301',
      '20260331',
    ]);
  });

  it('keeps what Windows-1252 holds and replaces the rest', () => {
    expect(windows1252Text('Weiß – „Honig“ 5 € 🐝')).toBe('Weiß – „Honig“ 5 € ?');
    expect([...encodeWindows1252('ä€–')]).toEqual([0xe4, 0x80, 0x96]);
    expect([...encodeWindows1252('„ü“ ŸŠ\r\n')]).toEqual([
      0x84, 0xfc, 0x93, 0x20, 0x9f, 0x8a, 0x0d, 0x0a,
    ]);
  });
});
