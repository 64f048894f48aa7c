import { formatDate } from '../../domain/dates';
import {
  DOCUMENT_TITLES,
  type DocumentContent,
  type DocumentKind,
  type DocumentLine,
  documentDate,
} from '../../domain/invoice-content';

export { documentFileName } from '../../domain/invoice-content';

import { lotLines } from '../../domain/batches';
import { berlinDay } from '../../domain/berlin-time';
import { formatEuro } from '../../domain/money';
import { ratePercent } from '../../domain/tax';
import { type Column, renderPdf } from './pdf-document';

// An invoice or credit note as PDF, made from its frozen content only (docs/decisions/
// 029-invoices-and-refunds.md): every field § 14 (4) UStG asks for, and nothing read from the
// order as it is today.

// a cancellation restates its credit note's lines and amounts: what is owed again
const LABELS: Record<
  DocumentKind,
  { line: string; discount: string; total: string; number: string; date: string; refersTo: string }
> = {
  invoice: {
    line: 'Gesamt',
    discount: 'Rabatt',
    total: 'Gesamtbetrag',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    refersTo: 'Rechnung',
  },
  credit_note: {
    line: 'Erstattet',
    discount: 'Abzüglich Rabattanteil',
    total: 'Erstattungsbetrag',
    number: 'Gutschriftnummer',
    date: 'Datum',
    refersTo: 'Rechnung',
  },
  credit_note_cancellation: {
    line: 'Storniert',
    discount: 'Abzüglich Rabattanteil',
    total: 'Stornierter Betrag',
    number: 'Stornonummer',
    date: 'Datum',
    refersTo: 'Gutschrift',
  },
};

const rateLabel = (rateBp: number) => (rateBp === 0 ? '0% (steuerfrei)' : ratePercent(rateBp));

function lineColumns(content: DocumentContent): Column[] {
  const amount = LABELS[content.kind].line;
  return content.smallBusiness
    ? [
        { label: 'Menge', width: 0.1, align: 'right' },
        { label: 'Beschreibung', width: 0.56 },
        { label: 'Einzelpreis', width: 0.17, align: 'right' },
        { label: amount, width: 0.17, align: 'right' },
      ]
    : [
        { label: 'Menge', width: 0.1, align: 'right' },
        { label: 'Beschreibung', width: 0.46 },
        { label: 'USt', width: 0.1, align: 'right' },
        { label: 'Einzelpreis', width: 0.17, align: 'right' },
        { label: amount, width: 0.17, align: 'right' },
      ];
}

function lineRow(content: DocumentContent, line: DocumentLine): string[] {
  // documents issued before invoices named lots have none to show (and are never rewritten)
  const description = [
    line.title,
    ...(line.serviceDate ? [line.serviceDate] : []),
    ...lotLines(line.lots ?? []),
  ].join('\n');
  const prices = [formatEuro(line.unitCents), formatEuro(line.grossCents)];
  return content.smallBusiness
    ? [String(line.quantity), description, ...prices]
    : [String(line.quantity), description, ratePercent(line.rateBp), ...prices];
}

function totalRows(content: DocumentContent): string[][] {
  const rows: string[][] = [['Summe der Positionen', formatEuro(content.subtotalCents)]];
  if (content.discountCents > 0)
    rows.push([LABELS[content.kind].discount, `-${formatEuro(content.discountCents)}`]);
  if (content.feeCents) rows.push(['Abzüglich Stornogebühr', `-${formatEuro(content.feeCents)}`]);
  if (content.shippingCents > 0) rows.push(['Versand', formatEuro(content.shippingCents)]);
  rows.push([LABELS[content.kind].total, formatEuro(content.totalCents)]);
  return rows;
}

function referenceFacts(content: DocumentContent): [string, string][] {
  const labels = LABELS[content.kind];
  const facts: [string, string][] = [
    [labels.number, content.number],
    [labels.date, documentDate(content)],
  ];
  if (content.refersTo)
    facts.push([
      'Bezug',
      `${labels.refersTo} ${content.refersTo.number} vom ${documentDate(content.refersTo)}`,
    ]);
  facts.push(['Bestellnummer', content.orderNumber]);
  facts.push(['Bezahlt am', formatDate(berlinDay(new Date(content.paidAt)))]);
  if (content.seller.taxNumber) facts.push(['Steuernummer', content.seller.taxNumber]);
  if (content.seller.vatId) facts.push(['USt-IdNr.', content.seller.vatId]);
  return facts;
}

export function issuedDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const title = DOCUMENT_TITLES[content.kind];
  return renderPdf(`${title} ${content.number}`, (pdf) => {
    const { seller, buyer } = content;
    pdf.lines([seller.name], { bold: true });
    pdf.lines(
      [
        ...(seller.owner && seller.owner !== seller.name ? [`Inhaber: ${seller.owner}`] : []),
        ...seller.addressLines,
        ...(seller.phone ? [`Telefon ${seller.phone}`] : []),
        ...(seller.email ? [seller.email] : []),
      ],
      { muted: true },
    );
    pdf.space(24);
    pdf.lines([buyer.name, ...buyer.addressLines]);
    pdf.space(24);
    pdf.heading(title);
    pdf.facts(referenceFacts(content));
    if (content.deliveryDate) pdf.lines([content.deliveryDate]);
    if (content.reason) pdf.facts([['Grund', content.reason]]);
    pdf.space(16);
    pdf.table(
      lineColumns(content),
      content.lines.map((line) => lineRow(content, line)),
    );
    pdf.space(8);
    pdf.table(
      [
        { label: content.smallBusiness ? 'Beträge' : 'Beträge inkl. USt', width: 0.66 },
        { label: '', width: 0.34, align: 'right' },
      ],
      totalRows(content),
    );
    if (!content.smallBusiness) {
      pdf.space(16);
      pdf.table(
        [
          { label: 'Steuersatz', width: 0.31 },
          { label: 'Netto', width: 0.23, align: 'right' },
          { label: 'USt', width: 0.23, align: 'right' },
          { label: 'Brutto', width: 0.23, align: 'right' },
        ],
        content.taxes.map((rate) => [
          rateLabel(rate.rateBp),
          formatEuro(rate.net),
          formatEuro(rate.tax),
          formatEuro(rate.gross),
        ]),
      );
    }
    if (content.notes.length > 0) {
      pdf.space(16);
      pdf.lines(content.notes);
    }
  });
}
