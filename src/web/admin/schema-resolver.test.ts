import { describe, expect, it } from 'vitest';
import {
  type CourseDateFormValues,
  CourseDateInput,
  courseDatePayload,
} from '../../domain/course-date-schema';
import { ProductFields } from '../../domain/product-admin-schema';
import { newProductFormValues } from '../../domain/product-form-values';
import type { TaxDefaults } from '../../domain/shop-settings-schema';
import { asTyped, schemaResolver } from './schema-resolver';

// what react-hook-form hands a resolver: no inputs mounted, so nothing to focus
const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** The errors as staff read them: each field's message (without the input refs). */
const messages = (errors: object): unknown =>
  JSON.parse(
    JSON.stringify(errors, (key, value) => (key === 'ref' || key === 'type' ? undefined : value)),
  );

describe('schemaResolver', () => {
  const product = newProductFormValues({ honig: 'exempt' } as TaxDefaults);
  const resolve = schemaResolver(ProductFields, asTyped<typeof product>);

  it('hands over the values as typed once the shared schema accepts them', async () => {
    const typed = { ...product, title: ' Waldhonig ', price: '8,9' };
    expect(await resolve(typed, undefined, options)).toEqual({ values: typed, errors: {} });
  });

  it('names each field with the schema’s first German message, list entries by position', async () => {
    const { errors } = await resolve(
      { ...product, properties: [{ key: '', value: 'Wald' }] },
      undefined,
      options,
    );
    expect(messages(errors)).toEqual({
      title: { message: 'Bitte einen Titel eingeben.' },
      price: { message: 'Bitte einen Preis in Euro eingeben, z. B. 6,75.' },
      properties: [{ key: { message: 'Bitte der Eigenschaft einen Namen geben.' } }],
    });
  });

  it('shows a problem of the payload at the form field that holds the value', async () => {
    const resolveDate = schemaResolver(
      CourseDateInput,
      (values: CourseDateFormValues) => courseDatePayload(values, true),
      { fixedDates: 'furtherDays' },
    );
    const values = {
      startsOn: '2027-06-08',
      time: '10:00 Uhr',
      totalSpace: '8',
      label: '',
      furtherDays: ['2027-06-01'],
      minParticipants: '',
      decisionOn: '',
      decisionDaysBefore: '',
    };
    expect(messages((await resolveDate(values, undefined, options)).errors)).toEqual({
      furtherDays: { message: 'Der erste Kurstag muss das Datum des Termins sein.' },
    });
    // a wrong day inside the list shows as the list's one problem
    const wrongDay = { ...values, furtherDays: ['2027-02-30'] };
    expect(messages((await resolveDate(wrongDay, undefined, options)).errors)).toEqual({
      furtherDays: { message: 'Bitte ein Datum wählen.' },
    });
  });
});
