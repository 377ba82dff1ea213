import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans has every character the documents print (₽, ñ, accents); PDF's built-in fonts lack ₽.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 48;
const GREY = '#555555';

export interface PdfColumn {
  header: string;
  /** Share of the page's width. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * An A4 document as the statement and the receipt write it: the cooperative's name and the title on
 * top, then sections of label–value pairs and tables that continue on the next page. Fonts are
 * embedded (subset) so the file reads the same on any phone. `done()` answers the whole file.
 */
export function pdfDocument(meta: { orgName: string; title: string; subtitle: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${meta.title} — ${meta.subtitle}`, Author: meta.orgName },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  doc.font('bold').fontSize(16).text(meta.orgName);
  doc.font('bold').fontSize(13).text(meta.title);
  doc.font('regular').fontSize(10).fillColor(GREY).text(meta.subtitle).fillColor('black');
  doc.moveDown(0.8);

  return {
    doc,
    section(title: string) {
      if (doc.y > bottom() - 60) doc.addPage();
      doc.moveDown(0.6);
      doc.font('bold').fontSize(11.5).text(title, MARGIN, doc.y);
      doc.moveDown(0.3);
    },
    /** Label and value on one line each, the label in grey. */
    pairs(rows: [string, string][]) {
      for (const [label, value] of rows) {
        if (doc.y > bottom() - 16) doc.addPage();
        const y = doc.y;
        doc
          .font('regular')
          .fontSize(10)
          .fillColor(GREY)
          .text(label, MARGIN, y, { width: width * 0.4 });
        const labelEnd = doc.y;
        doc.fillColor('black').text(value, MARGIN + width * 0.4, y, { width: width * 0.6 });
        doc.y = Math.max(doc.y, labelEnd);
      }
    },
    /** A table with a bold header row, repeated on each new page. */
    table(columns: PdfColumn[], rows: string[][]) {
      const xs = columns.reduce<number[]>(
        (acc, c, i) => [...acc, i ? acc[i - 1]! + columns[i - 1]!.width * width : MARGIN],
        [],
      );
      const line = (cells: string[], font: 'regular' | 'bold') => {
        doc.font(font).fontSize(9);
        const heights = cells.map((text, i) =>
          doc.heightOfString(text, { width: columns[i]!.width * width - 6 }),
        );
        const h = Math.max(...heights) + 4;
        if (doc.y + h > bottom()) {
          doc.addPage();
          if (font === 'regular')
            line(
              columns.map((c) => c.header),
              'bold',
            );
          doc.font(font).fontSize(9);
        }
        const y = doc.y;
        cells.forEach((text, i) =>
          doc.text(text, xs[i]!, y + 2, {
            width: columns[i]!.width * width - 6,
            align: columns[i]!.align ?? 'left',
          }),
        );
        doc.y = y + h;
        doc
          .moveTo(MARGIN, doc.y)
          .lineTo(MARGIN + width, doc.y)
          .lineWidth(0.3)
          .strokeColor('#cccccc')
          .stroke();
      };
      line(
        columns.map((c) => c.header),
        'bold',
      );
      for (const row of rows) line(row, 'regular');
      doc.x = MARGIN;
    },
    note(text: string) {
      doc.moveDown(0.5);
      doc.font('regular').fontSize(9).fillColor(GREY).text(text, MARGIN, doc.y, { width }).fillColor('black');
    },
    done(): Promise<Buffer> {
      doc.end();
      return ended;
    },
  };
}
