import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LegalPageView } from '../../domain/legal';
import type { ContactForm, ShopSettingsView } from '../../domain/shop-settings-schema';
import { outbox } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { staffClient } from '../testing/staff';

const contact: ContactForm = {
  business: 'Imkerei & Kräuterhaus Bienenstöck',
  owner: 'Greta Bienenstöck',
  street: 'Lindenweg 7',
  postalCode: '14469',
  city: 'Potsdam',
  phone: '0331 123456',
  email: 'post@bienenstoeck.example',
  vatId: 'DE123456789',
};

describe.each(databaseKinds())('shop settings in the database on $name', (kind) => {
  const shop = useTestShop(kind);

  it('puts the contact data into the Impressum and the shop e-mails', async () => {
    const { app, database } = shop();
    const before = (await app.inject('/api/legal/impressum')).json<LegalPageView>();
    expect(before.html).toContain('Bitte ergänzen: Name, Anschrift und Kontakt');

    const { request } = await staffClient(app, database.db);
    // an Impressum the owner wrote stays as written while the settings have no contact data
    await request({
      method: 'PUT',
      url: '/api/admin/legal/impressum',
      payload: { title: 'Impressum', markdown: 'Verbraucherstreitbeilegung: nein.' },
    });
    const written = (await app.inject('/api/legal/impressum')).json<LegalPageView>();
    expect(written.html).not.toContain('Bitte ergänzen');

    const saved = await request({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      payload: contact,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShopSettingsView>().contact).toEqual(contact);

    const imprint = (await app.inject('/api/legal/impressum')).json<LegalPageView>();
    expect(imprint.html).toContain('Imkerei &amp; Kräuterhaus Bienenstöck');
    expect(imprint.html).toContain('14469 Potsdam');
    expect(imprint.html).toContain('DE123456789');
    expect(imprint.html).not.toContain('Bitte ergänzen: Name, Anschrift');

    await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'kontakt-test@example.org');
    const [mail] = await database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.recipient, 'kontakt-test@example.org'));
    expect(mail?.text).toContain('Schreib uns an post@bienenstoeck.example');
  });

  it('leaves its opening out of an Impressum that brings its own § 5 details', async () => {
    const { app, database } = shop();
    const { request } = await staffClient(app, database.db);
    await request({ method: 'PUT', url: '/api/admin/settings/contact', payload: contact });
    await request({
      method: 'PUT',
      url: '/api/admin/legal/impressum',
      payload: {
        title: 'Impressum',
        markdown: '## Angaben gemäß § 5 DDG\n\nImkerei Bienenstöck, Lindenweg 7, 14469 Potsdam',
      },
    });
    const imprint = (await app.inject('/api/legal/impressum')).json<LegalPageView>();
    expect(imprint.html.match(/§ 5 DDG/g)).toHaveLength(1);
    expect(imprint.html).toContain('Imkerei Bienenstöck, Lindenweg 7');
    expect(imprint.html).not.toContain('Inhaber/in');
  });

  it('changes header, footer and legal links and the tax class new products start with', async () => {
    const { app, database } = shop();
    const { request } = await staffClient(app, database.db);
    const current = (
      await request({ method: 'GET', url: '/api/admin/settings' })
    ).json<ShopSettingsView>();
    expect(current.taxDefaults.honig).toBe('exempt');
    const links = { ...current.links, wochenmaerkte: 'https://markt.example/termine', agb: '/agb' };
    const saved = await request({
      method: 'PUT',
      url: '/api/admin/settings/links',
      payload: links,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShopSettingsView>().links.wochenmaerkte).toBe(
      'https://markt.example/termine',
    );

    const taxes = await request({
      method: 'PUT',
      url: '/api/admin/settings/tax-defaults',
      payload: { ...current.taxDefaults, drink: 'exempt' },
    });
    expect(taxes.json<ShopSettingsView>().taxDefaults.drink).toBe('exempt');
  });

  it('refuses bad settings in German and keeps the old ones', async () => {
    const { app, database } = shop();
    const { request } = await staffClient(app, database.db);
    const current = (
      await request({ method: 'GET', url: '/api/admin/settings' })
    ).json<ShopSettingsView>();
    const cases = [
      ['links', { ...current.links, imkerei: 'javascript:alert(1)' }, 'body.imkerei', 'Adresse'],
      ['links', { ...current.links, agb: '//fremd.example/agb' }, 'body.agb', 'Adresse'],
      ['links', { ...current.links, agb: '/\\fremd.example/agb' }, 'body.agb', 'Adresse'],
      ['contact', { ...contact, postalCode: '1446' }, 'body.postalCode', 'Postleitzahl'],
      ['contact', { ...contact, email: 'post@' }, 'body.email', 'E-Mail-Adresse'],
      ['contact', { ...contact, business: '' }, 'body.business', 'Betriebs'],
      ['tax-defaults', { ...current.taxDefaults, care: 'luxus' }, 'body.care', 'Steuersatz'],
    ] as const;
    for (const [key, payload, field, words] of cases) {
      const response = await request({ method: 'PUT', url: `/api/admin/settings/${key}`, payload });
      expect(response.statusCode, `${key} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error.details.field).toBe(field);
      expect(response.json().error.message).toContain(words);
    }
    const after = (
      await request({ method: 'GET', url: '/api/admin/settings' })
    ).json<ShopSettingsView>();
    expect(after).toEqual(current);
  });

  it('leaves links, contact data and tax classes to admins', async () => {
    const { app, database } = shop();
    const { request } = await staffClient(app, database.db, ['staff']);
    const response = await request({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      payload: contact,
    });
    expect(response.statusCode).toBe(403);
  });
});
