import { z } from 'zod';
import { PRODUCT_TYPES, type ProductType } from './catalog';
import { DocumentNumberFormat, formatsCanCollide } from './document-number';
import { textLine } from './form-text';
import { cancellationNumber } from './invoice-content';
import { isShopPath } from './routes';
import { EMAIL_MESSAGE, isEmail } from './text';

const LINK_MESSAGE =
  'Bitte eine Adresse wie https://… oder eine Shop-Seite wie /impressum eingeben.';

/** A link staff may set: a web address, or a page of the shop itself ("/impressum"). */
const link = z
  .string()
  .trim()
  .max(500, 'Die Adresse ist zu lang.')
  .refine((text) => {
    if (isShopPath(text) && !/[\s\\]/.test(text)) return true;
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, LINK_MESSAGE);

/** Header and footer links (the farm's other sites) and where the legal links lead. */
export const LinkSettings = z
  .object({
    imkerei: link,
    kraeuterhaus: link,
    ueberUns: link,
    wochenmaerkte: link,
    impressum: link,
    datenschutz: link,
    agb: link,
    widerruf: link,
  })
  .strict();
export type LinkSettings = z.infer<typeof LinkSettings>;

export const LINK_LABELS: Record<keyof LinkSettings, string> = {
  imkerei: 'Imkerei',
  kraeuterhaus: 'Kräuterhaus',
  ueberUns: 'Über uns',
  wochenmaerkte: 'Wochenmärkte',
  impressum: 'Impressum',
  datenschutz: 'Datenschutz',
  agb: 'AGB',
  widerruf: 'Widerrufsbelehrung',
};

const required = (max: number, label: string) =>
  textLine(label, max).min(1, `Bitte ${label} angeben.`);

/** Who runs the shop: shown in the Impressum and answering customers' e-mails. */
export const ContactSettings = z
  .object({
    business: required(120, 'den Namen des Betriebs'),
    owner: required(120, 'die Inhaberin oder den Inhaber'),
    street: required(120, 'Straße und Hausnummer'),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Bitte eine fünfstellige Postleitzahl eingeben.'),
    city: required(80, 'den Ort'),
    phone: textLine('Die Telefonnummer', 40).regex(
      /^[+\d][\d\s/()-]*$|^$/,
      'Bitte eine Telefonnummer aus Ziffern eingeben, z. B. 0331 123456.',
    ),
    email: z.string().trim().refine(isEmail, EMAIL_MESSAGE),
    vatId: textLine('Die USt-IdNr.', 20)
      .regex(/^(DE\d{9})?$/, 'Eine deutsche USt-IdNr. sieht so aus: DE123456789.')
      .default(''),
  })
  .strict();
export type ContactSettings = z.infer<typeof ContactSettings>;
export type ContactForm = z.input<typeof ContactSettings>;

/** The tax class a new product of each category starts with. */
export const TaxDefaults = z
  .object(
    Object.fromEntries(
      PRODUCT_TYPES.map((type) => [type, z.string().trim().min(1, 'Bitte wählen.').max(40)]),
    ) as Record<ProductType, z.ZodString>,
  )
  .strict();
export type TaxDefaults = Record<ProductType, string>;

/**
 * Which categories sell food (they need the LMIV information to be listed) and which of them
 * honey (its origin too): data, so a new line of goods needs no code (docs/shop/food-information.md).
 */
export const FoodTypesSetting = z
  .object({
    food: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length),
    honey: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length),
  })
  .strict()
  .refine((setting) => setting.honey.every((type) => setting.food.includes(type)), {
    message: 'Honig ist ein Lebensmittel: jede Honig-Kategorie muss auch Lebensmittel sein.',
    path: ['honey'],
  })
  .refine((setting) => !setting.food.includes('course'), {
    message: 'Kurse sind keine Lebensmittel.',
    path: ['food'],
  });
export type FoodTypesSetting = z.infer<typeof FoodTypesSetting>;

export const DEFAULT_TAX_FREE_NOTE =
  'Umsatzsteuerfreie Lieferung landwirtschaftlicher Erzeugnisse (Durchschnittssatz nach § 24 UStG).';

/** What invoices and credit notes need beyond the contact data (§ 14 (4) UStG). */
const invoicingFields = {
  taxNumber: textLine('Die Steuernummer', 30).regex(
    /^[\d/ ]*$/,
    'Eine Steuernummer besteht aus Ziffern und Schrägstrichen, z. B. 046/123/45678.',
  ),
  smallBusiness: z.boolean(),
  invoiceNumberFormat: DocumentNumberFormat,
  creditNoteNumberFormat: DocumentNumberFormat,
  taxFreeNote: textLine('Der Hinweis', 300),
};

const DISTINCT_FORMATS = {
  message: 'Rechnungen und Gutschriften brauchen verschiedene Formate.',
  path: ['creditNoteNumberFormat'],
};
const distinctFormats = (settings: {
  invoiceNumberFormat: string;
  creditNoteNumberFormat: string;
}) => settings.invoiceNumberFormat !== settings.creditNoteNumberFormat;

/** The settings as read: what was never saved takes its default. */
export const InvoicingSettings = z
  .object({
    taxNumber: invoicingFields.taxNumber.default(''),
    smallBusiness: invoicingFields.smallBusiness.default(false),
    invoiceNumberFormat: invoicingFields.invoiceNumberFormat.default('RE-{YYYY}-{NNNNN}'),
    creditNoteNumberFormat: invoicingFields.creditNoteNumberFormat.default('GS-{YYYY}-{NNNNN}'),
    taxFreeNote: invoicingFields.taxFreeNote.default(DEFAULT_TAX_FREE_NOTE),
  })
  .strict()
  .refine(distinctFormats, DISTINCT_FORMATS);
export type InvoicingSettings = z.output<typeof InvoicingSettings>;

/**
 * What staff save: every field, with no defaults — a field left out would otherwise be reset
 * (a saved Steuernummer wiped by `{"smallBusiness":true}`); the form always sends them all.
 * Formats that could ever give the same number are refused. Settings saved before this check
 * are still read as they are (InvoicingSettings), never swapped for defaults.
 */
export const InvoicingSettingsUpdate = z
  .object(invoicingFields)
  .strict()
  .refine(distinctFormats, DISTINCT_FORMATS)
  .refine(
    (settings) => !formatsCanCollide(settings.invoiceNumberFormat, settings.creditNoteNumberFormat),
    {
      message:
        'Rechnungen und Gutschriften brauchen Formate, die nie dieselbe Nummer ergeben, z. B. RE-{YYYY}-{NNNNN} und GS-{YYYY}-{NNNNN}.',
      path: ['creditNoteNumberFormat'],
    },
  )
  .refine(
    (settings) =>
      !formatsCanCollide(
        settings.invoiceNumberFormat,
        cancellationNumber(settings.creditNoteNumberFormat),
      ),
    {
      message:
        'Eine Stornierung trägt die Nummer ihrer Gutschrift mit „-S“: Das Format der Rechnungen darf keine solche Nummer ergeben.',
      path: ['invoiceNumberFormat'],
    },
  );

export const DEFAULT_INVOICING: InvoicingSettings = InvoicingSettings.parse({});

// answered as stored: the values were checked when saved, a reply only names the keys
const plainTexts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

export const ShopSettingsView = z.object({
  links: plainTexts(LinkSettings.keyof().options),
  /** Null until staff entered it: the Impressum then asks for it. */
  contact: plainTexts(ContactSettings.keyof().options).nullable(),
  taxDefaults: plainTexts(PRODUCT_TYPES),
  foodTypes: z.object({
    food: z.array(z.enum(PRODUCT_TYPES)),
    honey: z.array(z.enum(PRODUCT_TYPES)),
  }),
});
export type ShopSettingsView = z.infer<typeof ShopSettingsView>;

/** The contact form: empty fields until staff first enter the shop's contact data. */
export const contactFormValues = (contact: ContactSettings | null): ContactSettings =>
  contact ?? {
    business: '',
    owner: '',
    street: '',
    postalCode: '',
    city: '',
    phone: '',
    email: '',
    vatId: '',
  };
