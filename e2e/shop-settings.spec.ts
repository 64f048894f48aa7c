// Settings staff change for the whole shop; this file runs after all others (playwright.config).
import { seriousViolations } from './support/axe';
import { cookieLine, euro, honeyInCart, productsOf, setCartCookie } from './support/shop';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

test('a shipping rate staff set shows in the cart and on the shipping page', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  await signInAsStaff(page, '/admin/einstellungen');
  const shipping = page.getByRole('form', { name: 'Versandkosten' });
  const rate = shipping.getByLabel('Versandkosten in Euro');
  await expect(rate).toHaveValue('6,75');
  expect(await seriousViolations(page)).toEqual([]);

  await rate.fill('4,999');
  await shipping.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte einen Betrag in Euro eingeben, z. B. 6,75.')).toBeVisible();
  await rate.fill('4,90');
  await shipping.getByRole('button', { name: 'Speichern' }).click();
  await expect(shipping.getByRole('status')).toHaveText('Gespeichert: Deutschland 4,90 €.');

  const honey = await honeyInCart(request, context, baseURL, 'versandE2E1');
  await app.goto('/einkaufswagen');
  await expect(page.getByTestId('total-shipping')).toHaveText(euro(490));
  await expect(page.getByTestId('total-total')).toHaveText(euro(honey.priceCents + 490));
  await app.goto('/versand-und-zahlung');
  await expect(page.getByText('4,90 €')).toBeVisible();
});

test('contact data staff enter opens the Impressum; a changed footer link shows on every page', async ({
  app,
  page,
}) => {
  await signInAsStaff(page, '/admin/einstellungen');
  const contact = page.getByRole('form', { name: 'Kontakt und Impressum' });
  await contact.getByLabel('Name des Betriebs').fill('Imkerei & Kräuterhaus Bienenstöck');
  await contact.getByLabel('Inhaberin oder Inhaber').fill('Greta Bienenstöck');
  await contact.getByLabel('Straße und Hausnummer').fill('Lindenweg 7');
  await contact.getByLabel('Postleitzahl').fill('2964');
  await contact.getByLabel('Ort', { exact: true }).fill('Schneverdingen');
  await contact.getByLabel('E-Mail für Kundenfragen').fill('post@bienenstoeck.example');
  await contact.getByRole('button', { name: 'Speichern' }).click();
  await expect(contact.getByText('Bitte eine fünfstellige Postleitzahl eingeben.')).toBeVisible();
  await contact.getByLabel('Postleitzahl').fill('29640');
  await contact.getByRole('button', { name: 'Speichern' }).click();
  await expect(contact.getByText('Gespeichert. Der Shop zeigt es sofort.')).toBeVisible();

  const links = page.getByRole('form', { name: 'Links in Kopf- und Fußzeile' });
  await links.getByLabel('Wochenmärkte').fill('https://maerkte.example/termine');
  await links.getByRole('button', { name: 'Speichern' }).click();
  await expect(links.getByText('Gespeichert. Der Shop zeigt es sofort.')).toBeVisible();

  await app.goto('/impressum');
  // the Impressum text another test wrote may name an address too: look at the settings' block
  const imprint = page.getByText('Inhaber/in: Greta Bienenstöck');
  await expect(imprint).toContainText('Imkerei & Kräuterhaus Bienenstöck');
  await expect(imprint).toContainText('29640 Schneverdingen');
  await expect(page.getByRole('link', { name: 'Wochenmärkte' }).first()).toHaveAttribute(
    'href',
    'https://maerkte.example/termine',
  );
});

test('the Steuernummer and number formats for invoices are set under Rechnungen', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/einstellungen');
  const invoicing = page.getByRole('form', { name: 'Rechnungen' });
  await expect(invoicing.getByLabel('Rechnungsnummer-Format')).toHaveValue('RE-{YYYY}-{NNNNN}');
  await expect(
    invoicing.getByLabel('Kleinunternehmer (§ 19 UStG): keine Umsatzsteuer ausweisen'),
  ).not.toBeChecked();
  await invoicing.getByLabel('Steuernummer').fill('046/123/45678');
  await invoicing.getByLabel('Gutschriftnummer-Format').fill('GS-{NNNNN}');
  await invoicing.getByRole('button', { name: 'Speichern' }).click();
  await expect(invoicing.getByText('Das Format braucht das Jahr {YYYY}')).toBeVisible();
  await invoicing.getByLabel('Gutschriftnummer-Format').fill('GS-{YYYY}-{NNNNN}');
  await invoicing.getByRole('button', { name: 'Speichern' }).click();
  // the history below reloads after a save, with a status of its own
  await expect(invoicing.getByRole('status').filter({ hasText: 'Gespeichert' })).toHaveText(
    'Gespeichert. Die nächste Rechnung nutzt diese Angaben.',
  );
});

test('as a small business (§ 19 UStG) the cart and the payment page name no VAT, only the note', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const smallBusiness = async (on: boolean) => {
    await app.goto('/admin/einstellungen');
    const invoicing = page.getByRole('form', { name: 'Rechnungen' });
    await invoicing
      .getByLabel('Kleinunternehmer (§ 19 UStG): keine Umsatzsteuer ausweisen')
      .setChecked(on);
    await invoicing.getByRole('button', { name: 'Speichern' }).click();
    await expect(invoicing.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
  };
  const note = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';
  const [drink] = await productsOf(request, 'drink');
  if (!drink) throw new Error('the demo catalogue has no drink');

  await signInAsStaff(page, '/admin/einstellungen');
  await smallBusiness(true);
  try {
    await setCartCookie(context, baseURL, [cookieLine(drink.id, 1, 'kleinE2E001')]);
    await app.goto('/einkaufswagen');
    await expect(page.getByTestId('total-tax-note')).toHaveText(note);
    await expect(page.getByText(/Mehrwertsteuer|MwSt/)).toHaveCount(0);
    await expect(
      page.getByText('Alle Preise sind Endpreise; als Kleinunternehmer berechnen wir keine'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await expect(page).toHaveURL(/\/zahlung\//);
    await expect(page.getByTestId('total-tax-note')).toHaveText(note);
    await expect(page.getByText(/Mehrwertsteuer|MwSt/)).toHaveCount(0);
    await expect(
      page.getByText('als Kleinunternehmer berechnen wir keine Umsatzsteuer'),
    ).toBeVisible();
  } finally {
    await smallBusiness(false);
  }
  await app.goto('/einkaufswagen');
  await expect(page.getByText('inkl. 19% Mehrwertsteuer')).toBeVisible();
  await expect(page.getByTestId('total-tax-note')).toHaveCount(0);
});

test('staff choose the food categories and how low stock is reported under Einstellungen', async ({
  page,
  app,
}) => {
  await signInAsStaff(page, '/admin/einstellungen');
  const food = page.getByRole('form', { name: 'Lebensmittel und Honig' });
  const foodTypes = food.getByRole('group', { name: 'Lebensmittel' });
  const honeyTypes = food.getByRole('group', { name: 'Honig' });
  await expect(foodTypes.getByLabel('Honig')).toBeChecked();
  await expect(foodTypes.getByLabel('Stärkung')).toBeChecked();
  await expect(foodTypes.getByLabel('Hautpflege')).not.toBeChecked();
  await expect(honeyTypes.getByLabel('Honig')).toBeChecked();
  await expect(food.getByLabel('Kurse')).toHaveCount(0);

  // honey that is no food is refused before anything is sent, in the schema's German words
  await foodTypes.getByLabel('Honig').uncheck();
  await food.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    food.getByText('Honig ist ein Lebensmittel: jede Honig-Kategorie muss auch Lebensmittel sein.'),
  ).toBeVisible();
  await foodTypes.getByLabel('Honig').check();
  await foodTypes.getByLabel('Andere').check();
  await food.getByRole('button', { name: 'Speichern' }).click();
  await expect(food.getByText('Gespeichert. Der Shop zeigt es sofort.')).toBeVisible();
  // who changed it stands in the setting's history
  await expect(food.getByRole('region', { name: 'Änderungen' })).toContainText('Greta Bienenstöck');

  const alerts = page.getByRole('form', { name: 'Niedriger Bestand' });
  await expect(alerts.getByLabel(/^Eine E-Mail je Produkt/)).toBeChecked();
  await alerts.getByLabel(/^Eine Sammel-E-Mail täglich um 07:00 Uhr/).check();
  await alerts.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts.getByText('Gespeichert.', { exact: true })).toBeVisible();
  await expect(alerts.getByRole('region', { name: 'Änderungen' })).toContainText(
    'Greta Bienenstöck',
  );
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await food.screenshot({ path: `test-results/settings-food-${width}.png` });
    await alerts.screenshot({ path: `test-results/settings-stock-alerts-${width}.png` });
  }

  // both stay saved: the page loads them again as saved
  await app.reload();
  await staffPageShown(page);
  await expect(
    page.getByRole('form', { name: 'Niedriger Bestand' }).getByLabel(/^Eine Sammel-E-Mail/),
  ).toBeChecked();
  await expect(
    page
      .getByRole('form', { name: 'Lebensmittel und Honig' })
      .getByRole('group', { name: 'Lebensmittel' })
      .getByLabel('Andere'),
  ).toBeChecked();
});

test('the course rules stand together under Kurse: reminder days and automatic cancellation are saved', async ({
  app,
  page,
}) => {
  await signInAsStaff(page, '/admin/einstellungen');
  const courses = page.getByRole('region', { name: 'Kurse' });
  const rules = courses.getByRole('form', { name: 'Erinnerung und Mindestteilnehmerzahl' });
  await expect(courses.getByRole('form', { name: 'Warteliste und Stornierung' })).toBeVisible();
  const days = rules.getByLabel('Erinnerung (Tage vor dem Kurs)');
  const autoCancel = rules.getByLabel(
    'Termine unter der Mindestzahl am Entscheidungstag automatisch absagen',
  );
  await expect(days).toHaveValue('3');
  await expect(autoCancel).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await days.fill('0');
  await rules.getByRole('button', { name: 'Speichern' }).click();
  await expect(rules.getByText('Zwischen 1 und 30 Tagen.')).toBeVisible();
  await days.fill('5');
  await autoCancel.check();
  await rules.getByRole('button', { name: 'Speichern' }).click();
  await expect(rules.getByRole('status').filter({ hasText: 'Gespeichert' })).toHaveText(
    'Gespeichert. Gilt ab der nächsten Erinnerung und Entscheidung.',
  );
  await expect(rules.getByText('Erinnerung (Tage vorher): 3 → 5')).toBeVisible();

  await app.reload();
  await expect(days).toHaveValue('5');
  await expect(autoCancel).toBeChecked();
  await page.setViewportSize({ width: 375, height: 800 });
  await courses.screenshot({ path: test.info().outputPath('kurse-375.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
