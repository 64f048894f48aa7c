import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './german-messages';

// what a client reads after the field's name in a 400 (docs/shop/errors.md)
const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('zod’s messages in the shop’s German', () => {
  it.each([
    { schema: z.number().int(), value: 1.5, message: 'muss eine ganze Zahl sein' },
    {
      schema: z.number(),
      value: Number.POSITIVE_INFINITY,
      message: 'muss eine endliche Zahl sein',
    },
    { schema: z.number(), value: '12', message: 'muss eine Zahl sein' },
    { schema: z.object({ name: z.string() }), value: {}, message: 'fehlt' },
    { schema: z.string(), value: 7, message: 'muss ein Text sein' },
    { schema: z.boolean(), value: 'ja', message: 'muss true oder false sein' },
    { schema: z.number().max(65_535), value: 70_000, message: 'darf höchstens 65.535 sein' },
    {
      schema: z.number().int().max(2_147_483_647),
      value: 1e12,
      message: 'darf höchstens 2.147.483.647 sein',
    },
    { schema: z.number().positive(), value: 0, message: 'muss größer als 0 sein' },
    { schema: z.number().min(1), value: 0, message: 'muss mindestens 1 sein' },
    { schema: z.string().min(1), value: '', message: 'darf nicht leer sein' },
    { schema: z.string().max(3), value: 'abcd', message: 'darf höchstens 3 Zeichen lang sein' },
    {
      schema: z.array(z.number()).max(1),
      value: [1, 2],
      message: 'darf höchstens 1 Eintrag haben',
    },
    { schema: z.array(z.number()).min(2), value: [1], message: 'muss mindestens 2 Einträge haben' },
  ])('refuses $value: $message', ({ schema, value, message }) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('leaves the rest to zod’s German locale', () => {
    expect(messageOf(z.enum(['a', 'b']), 'c')).toMatch(/^Ungültige Option/);
  });

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().min(1, 'Bitte Namen angeben.'), '')).toBe('Bitte Namen angeben.');
  });
});
