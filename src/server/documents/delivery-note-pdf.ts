import { formatDate, formatDateWithWeekday } from '../../domain/dates';
import type { DeliveryNote } from './delivery-note';
import { renderPdf } from './pdf-document';
import type { DocumentSender } from './sender';

/** "Lieferschein" as PDF: sender, recipient or pickup, order number and date, the goods. */
export function deliveryNotePdf(note: DeliveryNote, sender: DocumentSender): Promise<Buffer> {
  return renderPdf(`Lieferschein ${note.orderNumber}`, (pdf) => {
    pdf.lines([sender.name], { bold: true });
    pdf.lines(sender.lines, { muted: true });
    pdf.space(24);
    if (note.deliveryAddress) pdf.lines(note.deliveryAddress);
    else if (note.buyerName) pdf.lines([note.buyerName]);
    pdf.space(24);
    pdf.heading('Lieferschein');
    pdf.facts([
      ['Bestellnummer', note.orderNumber],
      ['Bestelldatum', formatDate(note.orderDate)],
    ]);
    if (note.pickup) {
      pdf.facts([
        ['Abholung', formatDateWithWeekday(note.pickup.date)],
        ['Abholort', `${note.pickup.name}, ${note.pickup.address}`],
      ]);
      if (note.pickup.openingHours.length) pdf.lines(note.pickup.openingHours, { muted: true });
    }
    pdf.space(16);
    pdf.table(
      [
        { label: 'Menge', width: 0.12, align: 'right' },
        { label: 'Artikel', width: 0.5 },
        { label: 'Los und MHD', width: 0.38 },
      ],
      note.goods.map((line) => [String(line.quantity), line.title, line.lots]),
    );
    pdf.space(24);
    pdf.lines(['Vielen Dank für deinen Einkauf!'], { muted: true });
  });
}
