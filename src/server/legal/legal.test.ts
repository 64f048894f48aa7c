import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LegalPageView } from '../../domain/legal';
import { LEGAL_PAGES } from '../../domain/legal-titles';
import { outbox } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens } from '../testing/staff';

describe.each(databaseKinds())('legal pages on $name', (kind) => {
  const shop = useTestShop(kind);
  const read = async (slug: string) => shop().app.inject({ url: `/api/legal/${slug}` });
  const staffHeaders = async () => {
    const { app, database } = shop();
    const staff = await createStaff(database.db);
    const { access_token: accessToken } = await loginTokens(app, staff.email);
    return { authorization: `Bearer ${accessToken}` };
  };

  it('answers every page with its placeholder until the owner writes it', async () => {
    for (const { slug, title } of LEGAL_PAGES) {
      const response = await read(slug);
      expect(response.statusCode).toBe(200);
      const page = response.json<LegalPageView>();
      expect(page).toMatchObject({ slug, title, placeholder: true, updatedAt: null });
      expect(page.html).toContain('Bitte ergänzen');
    }
  });

  it('the privacy page names the consent data, the local GeoIP lookup and the payment provider', async () => {
    const { html } = (await read('datenschutz')).json<LegalPageView>();
    expect(html).toContain('Betriebssystem');
    expect(html).toContain('GeoLite2');
    expect(html).toContain('kein Dritter');
    expect(html).toContain('Stripe');
  });

  it('the withdrawal instructions carry the model withdrawal form', async () => {
    const { html } = (await read('widerrufsbelehrung')).json<LegalPageView>();
    expect(html).toContain('<h2>Muster-Widerrufsformular</h2>');
    expect(html).toContain('Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*)');
  });

  it('the shipping page states the rate the checkout charges', async () => {
    const { html } = (await read('versand-und-zahlung')).json<LegalPageView>();
    expect(html).toContain('<strong>6,75 €</strong>');
  });

  it('an unknown page is a 404 with a German message', async () => {
    const response = await read('kontakt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Diese Seite gibt es nicht.' },
    });
  });

  it('staff save a page; the shop shows it at once, with raw HTML and script links as text', async () => {
    const headers = await staffHeaders();
    const saved = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/legal/impressum',
      headers,
      payload: {
        title: 'Impressum',
        markdown:
          '## Angaben gemäß § 5 DDG\n\nImkerei Müller, Heideweg 3, 29640 Schneverdingen\n\n<script>alert(1)</script>\n\n[klick](javascript:alert(1))',
      },
    });
    expect(saved.statusCode).toBe(200);
    const page = (await read('impressum')).json<LegalPageView>();
    expect(page.placeholder).toBe(false);
    expect(page.updatedAt).not.toBeNull();
    expect(page.html).toContain('Imkerei Müller, Heideweg 3');
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).not.toContain('href="javascript:');
  });

  it("the order confirmation carries the owner's AGB and Widerrufsbelehrung as they read then", async () => {
    const { app, database } = shop();
    const headers = await staffHeaders();
    await app.inject({
      method: 'PUT',
      url: '/api/admin/legal/agb',
      headers,
      payload: {
        title: 'AGB der Imkerei Müller',
        markdown: '## § 1 Geltung\n\nFür alle Käufe im **Hofladen**. <b>Fett</b>',
      },
    });
    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'kunde@example.org');
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderId}`));
    expect(mail?.text).toContain(
      'AGB DER IMKEREI MÜLLER\n\n§ 1 Geltung\n-----------\n\nFür alle Käufe im Hofladen. <b>Fett</b>',
    );
    expect(mail?.text).not.toMatch(/##|\*\*/);
    expect(mail?.text).toContain('WIDERRUFSBELEHRUNG');
    expect(mail?.text).toContain('Muster-Widerrufsformular');
    expect(mail?.html).toContain('<h2>§ 1 Geltung</h2>');
    expect(mail?.html).toContain('im <strong>Hofladen</strong>. &lt;b&gt;Fett&lt;/b&gt;');
  });

  it('a save with bad input is refused in German and changes nothing', async () => {
    const headers = await staffHeaders();
    const response = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/legal/versand-und-zahlung',
      headers,
      payload: { title: '  ', markdown: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Titel');
    expect((await read('versand-und-zahlung')).json<LegalPageView>().placeholder).toBe(true);
  });

  it('a long Datenschutzerklärung (70,000 characters, over the app-wide 64 KB) saves whole', async () => {
    const headers = await staffHeaders();
    const paragraph = '## Verarbeitung\n\nWir löschen Ihre Daten, sobald der Zweck entfällt – ß€. ';
    const markdown = paragraph.repeat(Math.ceil(70_000 / paragraph.length)).slice(0, 70_000);
    expect(Buffer.byteLength(JSON.stringify({ markdown }))).toBeGreaterThan(64 * 1024);
    const saved = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/legal/datenschutz',
      headers,
      payload: { title: 'Datenschutzerklärung', markdown },
    });
    expect(saved.statusCode).toBe(200);
    const source = await shop().app.inject({ url: '/api/admin/legal/datenschutz', headers });
    expect(source.json().markdown).toBe(markdown.trim());
    expect((await read('datenschutz')).json<LegalPageView>().html).toContain('Wir löschen Ihre');
  });

  it('a body beyond any text the schema allows is a German 413', async () => {
    const headers = await staffHeaders();
    const response = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/legal/datenschutz',
      headers,
      payload: { title: 'Datenschutz', markdown: 'x'.repeat(700_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'body: Text ist zu lang (höchstens 100.000 Zeichen).',
      details: { field: 'body' },
    });
  });

  it('only staff may change a page', async () => {
    const response = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/legal/impressum',
      payload: { title: 'Impressum', markdown: 'gekapert' },
    });
    expect(response.statusCode).toBe(401);
    expect((await read('impressum')).json<LegalPageView>().html).not.toContain('gekapert');
  });
});
