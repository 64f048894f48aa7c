import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../db/schema';
import { startTestShop, type TestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress } from '../testing/staff';

describe.each(databaseKinds())('createuser on $name', (kind) => {
  let shop: TestShop;
  let adminToken: string;
  beforeAll(async () => {
    shop = await startTestShop(kind, { seed: false });
    const admin = await createStaff(shop.database.db, ['staff', 'admin']);
    adminToken = (await loginTokens(shop.app, admin.email)).access_token;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const createUser = (payload: object, token = adminToken) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/createuser',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextAddress(),
      payload,
    });
  const newcomer = (email: string, password = 'Wabenhonig und Met 2026') => ({
    email,
    firstName: 'Jörg',
    lastName: 'Wachsmüller',
    password,
  });

  it('lets an admin create a staff account that can then log in', async () => {
    const response = await createUser({
      ...newcomer('Joerg@Hofladen.example'),
      fhirId: 'Practitioner-7',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Das Konto für joerg@hofladen.example wurde angelegt.');
    const tokens = await loginTokens(shop.app, 'joerg@hofladen.example', 'Wabenhonig und Met 2026');
    const info = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(info.json()).toMatchObject({
      roles: ['staff'],
      attributes: { fhir_id: 'Practitioner-7' },
    });
    const trail = await shop.app.inject({
      url: `/api/admin/audit/staff_user/${response.json().id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(trail.json()).toEqual([
      expect.objectContaining({ action: 'created', staffName: 'Greta Bienenstöck' }),
    ]);
    expect(trail.body).not.toContain('Wabenhonig');
  });

  it('answers problems as { errorMessage } with the reason', async () => {
    await createUser(newcomer('doppelt@hofladen.example'));
    const duplicate = await createUser(newcomer('DOPPELT@hofladen.example'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorMessage).toBe(
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    );

    const cases: [string, string][] = [
      ['kurz-1', 'mindestens 12 Zeichen'],
      ['password123456', 'Ähnlichkeit zu anderen oft verwendeten Passwörtern'],
      ['qwertzuiop123', 'Tasten auf der Tastatur'],
      ['hofladen2024!', 'keine persönlichen oder Seiten relevanten Daten'],
      ['aaaaaaaaaaaaaaaa', 'Sich wiederholende Zeichen'],
      ['wachsmüller2026!', 'keine persönlichen oder Seiten relevanten Daten'],
      ['x'.repeat(129), 'höchstens 128 Zeichen'],
    ];
    for (const [password, reason] of cases) {
      const response = await createUser(newcomer('schwach@hofladen.example', password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errorMessage, password).toContain(reason);
    }
    // the shop's name as staff entered it (Einstellungen) counts as guessable too
    await shop.database.db.insert(shopSettings).values({
      key: 'contact',
      value: {
        business: 'Imkerei Sonnenwiese',
        owner: 'Greta Bienenstöck',
        street: 'Am Bienenhaus 3',
        postalCode: '14467',
        city: 'Potsdam',
        phone: '',
        email: 'post@sonnenwiese.example',
        vatId: '',
      },
    });
    const shopName = await createUser(newcomer('schwach@hofladen.example', 'Sonnenwiese2026!'));
    expect(shopName.statusCode).toBe(400);
    expect(shopName.json().errorMessage).toBe(
      'password: Das Passwort ist leicht zu erraten. Es sollten keine persönlichen oder Seiten relevanten Daten vorkommen.',
    );
    const badEmail = await createUser(newcomer('keine-adresse'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errorMessage).toContain('body.email');
  });

  it('is for admins only', async () => {
    const staff = await createStaff(shop.database.db, ['staff']);
    const token = (await loginTokens(shop.app, staff.email)).access_token;
    const response = await createUser(newcomer('nope@hofladen.example'), token);
    expect(response.statusCode).toBe(403);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/createuser',
      payload: newcomer('nope@hofladen.example'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
