import PDFDocument from 'pdfkit';
import { winAnsi } from './win-ansi';

// The one way the shop writes a PDF (packing list, delivery note, later invoices and credit
// notes: docs/decisions/028-documents-as-pdf.md). A4, the standard Helvetica (no font files to
// ship; umlauts and € are in its encoding), text flowing onto new pages as needed.

const MARGIN = 56;
const INK = '#222222';
const MUTED = '#666666';
const RULE = '#bbbbbb';

export interface Column {
  label: string;
  /** Share of the text width, e.g. 0.15. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfWriter {
  heading(text: string, size?: number): void;
  /** Lines kept together, e.g. an address. */
  lines(lines: readonly string[], options?: { muted?: boolean; bold?: boolean }): void;
  /** Label and value pairs ("Bestellnummer: 3F2A…"). */
  facts(rows: readonly [label: string, value: string][]): void;
  table(columns: readonly Column[], rows: readonly string[][]): void;
  space(points?: number): void;
}

function writer(doc: PDFKit.PDFDocument): PdfWriter {
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const rowHeight = (columns: readonly Column[], texts: readonly string[]) =>
    Math.max(
      ...texts.map((text, i) =>
        doc.heightOfString(text, { width: (columns[i]?.width ?? 0) * width - 6 }),
      ),
    ) + 8;
  const row = (columns: readonly Column[], values: readonly string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const texts = values.map(winAnsi);
    const height = rowHeight(columns, texts);
    const top = doc.y;
    let x = MARGIN;
    texts.forEach((text, i) => {
      const cellWidth = (columns[i]?.width ?? 0) * width;
      doc.fillColor(INK).text(text, x, top + 4, {
        width: cellWidth - 6,
        align: columns[i]?.align ?? 'left',
      });
      x += cellWidth;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(header ? 1 : 0.5)
      .strokeColor(header ? INK : RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  return {
    heading(text, size = 18) {
      ensure(size * 2);
      doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(winAnsi(text), MARGIN, doc.y);
      doc.moveDown(0.3);
    },
    lines(lines, options = {}) {
      doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      const text = lines.map(winAnsi).join('\n');
      ensure(doc.heightOfString(text, { width }));
      doc.fillColor(options.muted ? MUTED : INK).text(text, MARGIN, doc.y, { width });
    },
    facts(rows) {
      for (const [label, value] of rows) {
        doc.fontSize(10);
        ensure(14);
        doc
          .font('Helvetica')
          .fillColor(MUTED)
          .text(`${winAnsi(label)}: `, MARGIN, doc.y, {
            continued: true,
          });
        doc.font('Helvetica-Bold').fillColor(INK).text(winAnsi(value));
      }
    },
    table(columns, rows) {
      const labels = columns.map((column) => column.label);
      ensure(60);
      row(columns, labels, true);
      for (const values of rows) {
        doc.font('Helvetica').fontSize(10);
        // a row never splits across pages, and each page's part of the table has its header
        if (doc.y + rowHeight(columns, values.map(winAnsi)) > bottom()) {
          doc.addPage();
          row(columns, labels, true);
        }
        row(columns, values, false);
      }
    },
    space(points = 12) {
      doc.y += points;
    },
  };
}

/** Writes one document and answers its bytes. */
export function renderPdf(title: string, write: (pdf: PdfWriter) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: winAnsi(title), Creator: 'Hofladen' },
    lang: 'de-DE',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(writer(doc));
  doc.end();
  return ended;
}
