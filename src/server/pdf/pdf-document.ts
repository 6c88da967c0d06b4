/**
 * A new US Letter pdfkit document with the page margins our documents use, and a promise of its bytes once
 * `pdf.end()` is called. pdfkit is loaded on the first PDF rather than at start: it takes about 0.2 s to load,
 * which every start would otherwise pay.
 */
export const PAGE_MARGIN = 50;
/** Room below the content for the page footer line. */
export const BOTTOM_MARGIN = 66;

export async function openPdf(info: {
  Title: string;
  Author: string;
  Subject: string;
}): Promise<{ pdf: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: BOTTOM_MARGIN },
    bufferPages: true,
    info: { ...info, Creator: 'BuildLine' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}
