/**
 * The company's letterhead at the top of a PDF page (estimates, invoices): the logo fitted in a box on the left,
 * the company's name and contact lines beside it. Callers may draw their own title block to the right of
 * `letterheadWidth(doc)`; afterwards doc.y is below the letterhead.
 */

import { t } from '#domain/messages/all';
import type { Letterhead } from '../features/companies/letterhead';
import { isDrawableImage } from './drawable-image';
import { printable } from './pdf-pen';

/** The box a logo is fitted into (aspect ratio kept): wide logos are common, so it is wider than tall. */
export const LOGO_BOX = { width: 110, height: 56 };
const LOGO_GAP = 12;

const ink = '#0f172a';
const muted = '#475569';
const faint = '#94a3b8';

export type LetterheadOptions = {
  /** Width the letterhead may take from the left margin; 58 % of the text width by default. */
  width?: number;
  /**
   * Staff copies say t('common:letterhead.emailNotSet') (and so on) where the profile lacks a detail, so that the office
   * notices; a client's copy leaves the gap out (the default).
   */
  placeholders?: boolean;
};

/** The width drawLetterhead takes by default, so a caller can place its title block beside it. */
export const letterheadWidth = (doc: PDFKit.PDFDocument) =>
  Math.round((doc.page.width - doc.page.margins.left - doc.page.margins.right) * 0.58);

/** pdfkit's parsed image; its openImage is missing from @types/pdfkit. */
type OpenedImage = { width: number; height: number };
type WithOpenImage = { openImage(src: Buffer): OpenedImage };

/**
 * The image opened by pdfkit and its size fitted into LOGO_BOX (never enlarged), or null when pdfkit cannot draw
 * it: a logo it cannot read must not cost the whole document, which then goes without it.
 */
function fitLogo(doc: PDFKit.PDFDocument, bytes: Buffer) {
  if (!isDrawableImage(bytes)) return null;
  try {
    const image = (doc as unknown as WithOpenImage).openImage(bytes);
    if (!(image.width > 0 && image.height > 0)) return null;
    const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height, 1);
    return { image, width: image.width * scale, height: image.height * scale };
  } catch {
    return null;
  }
}

/** Draws the logo at (x, y) and answers its drawn size, or null when it cannot be drawn. */
function drawLogo(doc: PDFKit.PDFDocument, bytes: Buffer, x: number, y: number) {
  const logo = fitLogo(doc, bytes);
  if (!logo) return null;
  try {
    // pdfkit takes an opened image where it takes bytes (it checks for width and height).
    doc.image(logo.image as unknown as Buffer, x, y, { width: logo.width, height: logo.height });
    return logo;
  } catch {
    return null;
  }
}

/** Whether these bytes can be drawn as a logo: checked at upload, so a broken image is refused there. */
export async function canDrawLogo(bytes: Buffer): Promise<boolean> {
  // Loaded here rather than at start, as the estimate PDF does: pdfkit takes a while to load.
  const { default: PDFDocument } = await import('pdfkit');
  return fitLogo(new PDFDocument({ autoFirstPage: false }), bytes) !== null;
}

/** Draws the letterhead at the top of the current page and leaves doc.y below it (doc.x at the left margin). */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  letterhead: Letterhead,
  options: LetterheadOptions = {},
): void {
  const left = doc.page.margins.left;
  const top = doc.y;
  const width = options.width ?? letterheadWidth(doc);
  let textX = left;
  let logoBottom = top;
  const logo = letterhead.logo ? drawLogo(doc, letterhead.logo.bytes, left, top) : null;
  if (logo) {
    textX = left + logo.width + LOGO_GAP;
    logoBottom = top + logo.height;
  }
  const textWidth = Math.max(80, left + width - textX);

  doc.font('Helvetica-Bold').fontSize(16).fillColor(ink);
  // At most three lines of name; a longer one ends with an ellipsis.
  doc.text(printable(letterhead.name), textX, top, { width: textWidth, height: 58, ellipsis: true });
  doc.y += 3;

  const lines: [string | null, string][] = [
    [letterhead.email, t('common:letterhead.emailNotSet')],
    [letterhead.phone, t('common:letterhead.phoneNotSet')],
    [letterhead.address, t('common:letterhead.addressNotSet')],
    [letterhead.website, ''],
  ];
  for (const [value, placeholder] of lines) {
    if (!value && !(options.placeholders && placeholder)) continue;
    doc
      .font(value ? 'Helvetica' : 'Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(value ? muted : faint);
    // At most four lines of any one detail (a long address), ending with an ellipsis.
    doc.text(printable(value || placeholder), textX, doc.y, {
      width: textWidth,
      height: 4 * 12.4,
      ellipsis: true,
    });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, logoBottom);
}
