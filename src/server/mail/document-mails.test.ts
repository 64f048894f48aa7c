import { describe, expect, it } from 'vitest';
import type { DocumentContent } from '../../domain/invoice-content';
import { renderCreditNoteMail } from './credit-note-mail';
import { renderReturnedRefundMail } from './returned-refund-mail';

const shop = { shopEmail: 'hallo@hofladen.example', publicUrl: 'https://hofladen.example' };
const creditNote = (buyer: DocumentContent['buyer']): DocumentContent => ({
  kind: 'credit_note',
  number: 'GS-2027-00001',
  issuedAt: '2027-03-28T09:00:00.000Z',
  seller: {
    name: 'Hofladen',
    owner: 'Greta Bienenstöck',
    addressLines: ['Lindenweg 4', '01234 Görlitz'],
    email: 'hallo@hofladen.example',
    phone: '',
    taxNumber: '',
    vatId: '',
  },
  buyer,
  orderNumber: 'AB12CD34',
  paidAt: '2027-03-20T09:00:00.000Z',
  deliveryDate: null,
  lines: [
    {
      itemId: 1,
      title: 'Imkern für Einsteiger',
      quantity: 1,
      unitCents: 6500,
      grossCents: 6500,
      rateBp: 1900,
      serviceDate: 'Kurstermin: 08.05.2027',
    },
  ],
  subtotalCents: 6500,
  shippingCents: 0,
  discountCents: 0,
  totalCents: 6500,
  taxes: [],
  smallBusiness: false,
  notes: [],
  refersTo: { number: 'RE-2027-00001', issuedAt: '2027-03-20T09:00:00.000Z' },
  reason: 'Kurstermin abgesagt',
});

describe('the mails that carry a credit note', () => {
  it('greet the buyer by name', () => {
    const note = creditNote({ name: 'Jürgen Müller', addressLines: [], email: 'j@example.org' });
    expect(renderCreditNoteMail(note, shop, null).text).toMatch(/^Hallo Jürgen Müller,\n/);
    expect(renderReturnedRefundMail(note, shop).text).toMatch(/^Hallo Jürgen Müller,\n/);
  });

  it('greet without a name where the document names its recipient by the e-mail address', () => {
    // a course place bought alone: the order has no name, the document shows the address
    const note = creditNote({ name: 'j@example.org', addressLines: [], email: 'j@example.org' });
    const mail = renderCreditNoteMail(note, shop, null);
    expect(mail.text).toMatch(/^Hallo,\n/);
    expect(mail.html).not.toContain('Hallo j@example.org');
    expect(renderReturnedRefundMail(note, shop).text).toMatch(/^Hallo,\n/);
  });
});
