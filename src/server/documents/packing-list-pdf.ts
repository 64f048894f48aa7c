import { lotLines } from '../../domain/batches';
import { formatDateWithWeekday } from '../../domain/dates';
import type { PackingList } from '../../domain/packing-list-schema';
import { renderPdf } from './pdf-document';
import type { DocumentSender } from './sender';

// the lots under their line, so the packer takes the jars the order recorded
const goodsText = (lines: PackingList['orders'][number]['lines']) =>
  lines
    .flatMap((line) => [
      `${line.quantity} × ${line.title}`,
      ...lotLines(line.lots).map((lot) => `   ${lot}`),
    ])
    .join('\n');

/** "Packliste" as PDF: what to load (totals per product), then who gets what. */
export function packingListPdf(list: PackingList, sender: DocumentSender): Promise<Buffer> {
  const day = formatDateWithWeekday(list.date);
  return renderPdf(`Packliste ${list.title} ${day}`, (pdf) => {
    pdf.lines([sender.name], { muted: true });
    pdf.space(8);
    pdf.heading(`Packliste ${list.title}`);
    pdf.lines([day, ...(list.address ? [list.address] : [])]);
    pdf.space(16);
    if (list.orders.length === 0) {
      pdf.lines(['Für diesen Tag gibt es hier nichts zu packen.']);
      return;
    }
    pdf.heading('Einladen', 13);
    pdf.table(
      [
        { label: 'Menge', width: 0.15, align: 'right' },
        { label: 'Artikel', width: 0.85 },
      ],
      list.products.map((product) => [String(product.quantity), product.title]),
    );
    pdf.space(20);
    pdf.heading(`Bestellungen (${list.orders.length})`, 13);
    pdf.table(
      [
        { label: 'Bestellung', width: 0.17 },
        { label: 'Name', width: 0.25 },
        { label: 'Artikel', width: 0.42 },
        { label: 'Status', width: 0.16 },
      ],
      list.orders.map((order) => [
        order.orderNumber,
        order.buyerName ?? '–',
        goodsText(order.lines),
        order.stateLabel,
      ]),
    );
  });
}
