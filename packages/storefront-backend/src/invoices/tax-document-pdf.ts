import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import { taxDocumentText } from './document-text.js';

/** A4 in points, its margin, the type size and line height (points). */
const PAGE = { width: 595.28, height: 841.89, margin: 36, size: 8, leading: 11 } as const;
/** Characters per line: a monospaced glyph is 0.602 em wide (DejaVu Sans Mono). */
const COLUMNS = Math.floor((PAGE.width - 2 * PAGE.margin) / (PAGE.size * 0.602));
const ROWS = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);

/**
 * The pages of a tax document's PDF, each a list of the lines printed on it: the document's
 * text (`taxDocumentText`, every CGST Rule 46 particular) with lines longer than a page is wide
 * cut into more lines, and as many lines on a page as fit. The PDF draws exactly these.
 *
 * @example
 * taxDocumentPages(invoice)[0]?.[0]; // 'TAX INVOICE'
 */
export function taxDocumentPages(document: TaxDocumentRecord): string[][] {
  const lines = taxDocumentText(document).flatMap((line) => {
    const cut: string[] = [];
    for (let from = 0; from < line.length; from += COLUMNS)
      cut.push(line.slice(from, from + COLUMNS));
    return cut.length > 0 ? cut : [''];
  });
  const pages: string[][] = [];
  for (let from = 0; from < lines.length; from += ROWS) pages.push(lines.slice(from, from + ROWS));
  return pages;
}

/** Draws a document's pages (`taxDocumentPages`) at the end of `pdf`, in `mono`. */
function drawDocument(pdf: PDFDocument, mono: PDFFont, document: TaxDocumentRecord): void {
  for (const lines of taxDocumentPages(document)) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.forEach((line, index) => {
      page.drawText(line, {
        x: PAGE.margin,
        y: PAGE.height - PAGE.margin - (index + 1) * PAGE.leading,
        size: PAGE.size,
        font: mono,
        color: rgb(0, 0, 0),
      });
    });
  }
}

/** A new PDF with the font embedded (subset: only the glyphs used) and its metadata. */
async function newPdf(font: Uint8Array, title: string, subject: string, at: number) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const mono = await pdf.embedFont(font, { subset: true });
  pdf.setTitle(title);
  pdf.setSubject(subject);
  pdf.setCreator('Haat');
  pdf.setProducer('Haat');
  pdf.setCreationDate(new Date(at));
  pdf.setModificationDate(new Date(at));
  return { pdf, mono };
}

/**
 * A tax invoice or credit note as a PDF (A4, monospaced so the table's columns line up), drawn
 * with pdf-lib in the font given (a TrueType font with the ₹ sign: the server passes DejaVu
 * Sans Mono from the `dejavu-fonts-ttf` package; only the glyphs used are embedded). Its title
 * is the document's kind and number.
 *
 * @example
 * const bytes = await taxDocumentPdf(invoice, await readFile(fontPath));
 */
export async function taxDocumentPdf(
  document: TaxDocumentRecord,
  font: Uint8Array,
): Promise<Uint8Array> {
  const kind = document.kind === 'INVOICE' ? 'Tax invoice' : 'Credit note';
  const { pdf, mono } = await newPdf(
    font,
    `${kind} ${document.number}`,
    `Order ${document.orderCode}`,
    document.issuedAt,
  );
  drawDocument(pdf, mono, document);
  return pdf.save();
}

/**
 * Several tax documents as one PDF to print in bulk: each document's pages as
 * {@link taxDocumentPdf} draws them, every document starting on a new page, in the order given;
 * the font embedded once. `title` names the PDF (`Tax invoices 2026-01`); its date is the last
 * document's.
 *
 * @example
 * const bytes = await taxDocumentsPdf(invoices, await readFile(fontPath), 'Tax invoices 2026-01');
 */
export async function taxDocumentsPdf(
  documents: readonly TaxDocumentRecord[],
  font: Uint8Array,
  title: string,
): Promise<Uint8Array> {
  const { pdf, mono } = await newPdf(font, title, title, documents.at(-1)?.issuedAt ?? 0);
  for (const document of documents) drawDocument(pdf, mono, document);
  return pdf.save();
}
