import type { Letterhead } from '../features/companies/letterhead';
import { printable } from './pdf-pen';
import { colors } from './pdf-styles';

/** Image types pdfkit can embed; another logo type is left out rather than failing the document. */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/**
 * The company's letterhead at the top of a page: the logo (if any) on the left, the company name and its contact
 * lines beside it. Leaves doc.y below the letterhead, at the left margin.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, letterhead: Letterhead): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  let textX = left;
  let logoBottom = top;
  if (letterhead.logo && EMBEDDABLE.has(letterhead.logo.contentType)) {
    try {
      doc.image(letterhead.logo.bytes, left, top, { fit: [110, 56] });
      textX = left + 124;
      logoBottom = top + 56;
    } catch {
      // A damaged image: the letterhead goes on without it.
    }
  }
  const width = doc.page.width - doc.page.margins.right - textX;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(colors.ink);
  doc.text(printable(letterhead.name), textX, top, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(9.5).fillColor(colors.muted);
  const contact = [letterhead.address, [letterhead.phone, letterhead.email].filter(Boolean).join('  ·  ')];
  for (const line of [...contact, letterhead.website]) {
    if (line) doc.text(printable(line), textX, doc.y, { width, lineGap: 1 });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, logoBottom) + 6;
}
