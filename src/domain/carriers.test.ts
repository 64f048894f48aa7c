import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_CARRIERS, trackingUrl } from './carriers';
import { ShipmentInput } from './shipment-schema';

describe('tracking links', () => {
  it('puts the number into each carrier’s tracking page', () => {
    const links = KNOWN_CARRIERS.map((carrier) =>
      trackingUrl({ carrier, trackingNumber: '0034 0434 1606' }),
    );
    expect(links).toEqual([
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341606',
      'https://tracking.dpd.de/status/de_DE/parcel/003404341606',
      'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#003404341606',
      'https://gls-group.eu/DE/de/paketverfolgung?match=003404341606',
      'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=003404341606',
    ]);
  });

  it('gives no link for a carrier staff named themselves', () => {
    expect(
      trackingUrl({ carrier: 'other', carrierName: 'Kurier Huber', trackingNumber: 'A-17' }),
    ).toBeNull();
  });

  it('gives no link for a number of only dots, which a path reads as a folder (found by the property below)', () => {
    for (const dots of ['.', '..', ' . '])
      expect(trackingUrl({ carrier: 'dpd', trackingNumber: dots })).toBeNull();
    expect(trackingUrl({ carrier: 'dpd', trackingNumber: '...' })).toBe(
      'https://tracking.dpd.de/status/de_DE/parcel/...',
    );
  });

  it('never lets a number leave its place in the link, whatever it holds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN_CARRIERS), fc.string({ minLength: 1 }), (carrier, n) => {
        const url = trackingUrl({ carrier, trackingNumber: n });
        if (url === null) return;
        const parsed = new URL(url);
        expect(parsed.origin).toBe(
          new URL(trackingUrl({ carrier, trackingNumber: 'X' }) ?? '').origin,
        );
        expect(url).not.toMatch(/[\s"<>]/);
        const carried = parsed.hash
          ? decodeURIComponent(parsed.hash.slice(1))
          : (parsed.searchParams.get('piececode') ??
            parsed.searchParams.get('match') ??
            decodeURIComponent(parsed.pathname.split('/').at(-1) ?? ''));
        expect(carried).toBe(n.replace(/\s+/g, ''));
      }),
    );
  });
});

describe('what staff enter when an order ships', () => {
  it('takes a known carrier with a number of letters and digits, spaces as printed', () => {
    expect(ShipmentInput.parse({ carrier: 'dhl', trackingNumber: ' 0034 0434 1606 ' })).toEqual({
      carrier: 'dhl',
      trackingNumber: '003404341606',
    });
    expect(ShipmentInput.safeParse({ carrier: 'dhl', trackingNumber: '12' }).success).toBe(false);
    expect(ShipmentInput.safeParse({ carrier: 'dpd', trackingNumber: 'ab/cd?ef' }).success).toBe(
      false,
    );
  });

  it('takes another carrier by name, with the number as written', () => {
    expect(
      ShipmentInput.parse({
        carrier: 'other',
        carrierName: 'Spedition Möller',
        trackingNumber: 'LS 12/3',
      }),
    ).toEqual({ carrier: 'other', carrierName: 'Spedition Möller', trackingNumber: 'LS 12/3' });
    const unnamed = ShipmentInput.safeParse({ carrier: 'other', trackingNumber: 'LS 12/3' });
    expect(unnamed.error?.issues.map((issue) => issue.message)).toEqual([
      'Versanddienst darf nicht leer sein.',
    ]);
  });

  it('refuses an unknown carrier id and control characters', () => {
    expect(ShipmentInput.safeParse({ carrier: 'ups', trackingNumber: '1Z999' }).success).toBe(
      false,
    );
    const bad = ShipmentInput.safeParse({
      carrier: 'other',
      carrierName: 'Kurier\u0000',
      trackingNumber: '1',
    });
    expect(bad.success).toBe(false);
  });
});
