import { describe, expect, it } from 'vitest';
import type { PickupPlace } from '../../domain/pickup-place';
import { auditTrail } from '../audit/service';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { MARKET_STALL } from '../testing/pickup-orders';
import { suiteStaff } from '../testing/staff';

describe.each(databaseKinds())('pickup places in the backoffice on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });

  it('creates, changes, sets inactive and lists places; a stale save is refused', async () => {
    const created = await call('POST', '/api/admin/pickup-places', {
      ...MARKET_STALL,
      openingHours: [
        { weekday: 6, opens: '08:00', closes: '10:00' },
        { weekday: 6, opens: '11:00', closes: '13:00' },
      ],
      closedDays: ['2026-12-26', '2026-12-26', '2026-12-25'],
    });
    expect(created.statusCode).toBe(201);
    const place = created.json<PickupPlace>();
    expect(place).toMatchObject({ version: 1, closedDays: ['2026-12-25', '2026-12-26'] });

    const inactive = await call('PUT', `/api/admin/pickup-places/${place.id}`, {
      version: 1,
      place: { ...MARKET_STALL, active: false },
    });
    expect(inactive.json<PickupPlace>()).toMatchObject({ active: false, version: 2 });
    const stale = await call('PUT', `/api/admin/pickup-places/${place.id}`, {
      version: 1,
      place: MARKET_STALL,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');

    const listed = (await call('GET', '/api/admin/pickup-places')).json<PickupPlace[]>();
    expect(listed.find((entry) => entry.id === place.id)?.active).toBe(false);
    const trail = await auditTrail(shop().database.db, 'pickup_place', String(place.id));
    expect(trail.map((entry) => entry.action)).toEqual(['updated', 'created']);

    const removed = await call('DELETE', `/api/admin/pickup-places/${place.id}`, { version: 2 });
    expect(removed.json()).toEqual({ outcome: 'deleted' });
    const gone = await call('PUT', `/api/admin/pickup-places/${place.id}`, {
      version: 3,
      place: MARKET_STALL,
    });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    [{ postalCode: '1446' }, 'body.postalCode: Bitte eine fünfstellige Postleitzahl eingeben.'],
    [{ name: '  ' }, 'body.name: Der Name darf nicht leer sein.'],
    [
      { openingHours: [{ weekday: 6, opens: '13:00', closes: '08:00' }] },
      'body.openingHours.0.closes: Die Öffnungszeit muss vor dem Ende liegen.',
    ],
    [
      {
        openingHours: [
          { weekday: 6, opens: '08:00', closes: '12:00' },
          { weekday: 6, opens: '11:00', closes: '13:00' },
        ],
      },
      'body.openingHours: Zwei Zeitfenster eines Tages überschneiden sich.',
    ],
    [
      { cutoff: { daysBefore: 15, time: '18:00' } },
      'body.cutoff.daysBefore: Bestellschluss: 0 bis 14 Tage vorher.',
    ],
    [{ closedDays: ['2026-02-30'] }, 'body.closedDays.0: Bitte ein Datum wählen.'],
  ])('refuses %j in German', async (change, message) => {
    const refused = await call('POST', '/api/admin/pickup-places', { ...MARKET_STALL, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(message);
  });

  it('is for staff only', async () => {
    expect((await shop().app.inject('/api/admin/pickup-places')).statusCode).toBe(401);
  });
});
