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
  /** A box to tick by hand; a cell of "x" is printed ticked. */
  checkbox?: boolean;
}

export interface PdfWriter {
  heading(text: string, size?: number): void;
  /** Lines kept together, e.g. an address. */
  lines(lines: readonly string[], options?: { muted?: boolean; bold?: boolean }): void;
  /** Label and value pairs ("Bestellnummer: 3F2A…"). */
  facts(rows: readonly [label: string, value: string][]): void;
  table(columns: readonly Column[], rows: readonly string[][]): void;
  /** A label over empty ruled lines to write on by hand (notes, a signature). */
  writeIn(label: string, lines?: number): void;
  space(points?: number): void;
  /** The next part starts on a page of its own (a list per course leader). */
  newPage(): void;
}

const BOX = 10;
// a row with a box to tick is tall enough to tick with a pen
const TICK_ROW = 24;
const WRITE_IN_LINE = 24;

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
  const box = (x: number, y: number, ticked: boolean) => {
    doc.rect(x, y, BOX, BOX).lineWidth(0.8).strokeColor(INK).stroke();
    if (ticked)
      doc
        .moveTo(x + 2, y + 5)
        .lineTo(x + 4.5, y + 8)
        .lineTo(x + 8.5, y + 2)
        .lineWidth(1.2)
        .stroke();
  };
  const row = (columns: readonly Column[], values: readonly string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const texts = values.map(winAnsi);
    const natural = rowHeight(columns, texts);
    const ticks = !header && columns.some((column) => column.checkbox);
    const height = ticks ? Math.max(natural, TICK_ROW) : natural;
    const top = doc.y;
    const inset = 4 + (height - natural) / 2;
    let x = MARGIN;
    texts.forEach((text, i) => {
      const cellWidth = (columns[i]?.width ?? 0) * width;
      if (!header && columns[i]?.checkbox) box(x + 2, top + (height - BOX) / 2, text === 'x');
      else
        doc.fillColor(INK).text(text, x, top + inset, {
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
        if (doc.y + Math.max(rowHeight(columns, values.map(winAnsi)), TICK_ROW) > bottom()) {
          doc.addPage();
          row(columns, labels, true);
        }
        row(columns, values, false);
      }
    },
    writeIn(label, lines = 1) {
      ensure(14 + lines * WRITE_IN_LINE);
      doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(winAnsi(label), MARGIN, doc.y);
      for (let line = 0; line < lines; line += 1) {
        const y = doc.y + WRITE_IN_LINE;
        doc
          .moveTo(MARGIN, y)
          .lineTo(MARGIN + width, y)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
        doc.y = y;
      }
      doc.x = MARGIN;
      doc.y += 6;
    },
    space(points = 12) {
      doc.y += points;
    },
    newPage() {
      doc.addPage();
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
