import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { participantsCsv, participantsFileName } from './admin-courses';
import type { Participant } from './admin-courses-schema';

const person = (overrides: Partial<Participant> = {}): Participant => ({
  booking: { orderItemId: 1, buyerId: null },
  firstName: 'Jürgen',
  lastName: 'Müller',
  email: 'jürgen@müller.de',
  phone: '0171 1234567',
  places: 2,
  orderId: '3f2a9c10-0000-4000-8000-000000000000',
  orderNumber: '3F2A9C10',
  status: 'confirmed',
  ...overrides,
});

describe('participantsCsv', () => {
  it('starts with the BOM, separates by ";" and keeps umlauts', () => {
    const csv = participantsCsv([person()]);
    expect(
      csv.startsWith('\uFEFFVorname;Nachname;E-Mail;Telefon;Plätze;Bestellung;Status\r\n'),
    ).toBe(true);
    expect(csv).toContain('Jürgen;Müller;jürgen@müller.de;0171 1234567;2;3F2A9C10;bestätigt\r\n');
  });

  it('quotes separators and quotes, and defuses formulas', () => {
    const csv = participantsCsv([
      person({ lastName: 'Müller; "Imker"', firstName: '=HYPERLINK(1)' }),
    ]);
    expect(csv).toContain(`'=HYPERLINK(1);"Müller; ""Imker""";`);
  });

  it('has one line per participant, whatever their names hold', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), (names) => {
        const csv = participantsCsv(
          names.map((name) => person({ firstName: name, lastName: name })),
        );
        // quoted line breaks stay inside their cell: count records by the unquoted CRLFs
        let quoted = false;
        let records = 0;
        for (let index = 0; index < csv.length; index += 1) {
          if (csv[index] === '"') quoted = !quoted;
          if (!quoted && csv[index] === '\r' && csv[index + 1] === '\n') records += 1;
        }
        expect(records).toBe(names.length + 1);
      }),
    );
  });
});

describe('participantsFileName', () => {
  it('names the course and the day, umlauts kept', () => {
    expect(participantsFileName('Imkern für Einsteiger', '2027-05-22')).toBe(
      'teilnehmende-Imkern-für-Einsteiger-2027-05-22.csv',
    );
    expect(participantsFileName('Salben: "Ringelblume" / Beinwell?', '2027-05-22')).toBe(
      'teilnehmende-Salben-Ringelblume-Beinwell-2027-05-22.csv',
    );
    expect(participantsFileName(' ../ ', '2027-05-22')).toBe('teilnehmende-2027-05-22.csv');
  });

  it('never holds a character a file system refuses, nor a path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const name = participantsFileName(title, '2027-05-22');
        expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u);
        expect(name).toMatch(/^teilnehmende-.*2027-05-22\.csv$/);
        expect(name.length).toBeLessThanOrEqual(120);
      }),
    );
  });
});
