import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { formatDate, formatMoney } from '#domain/format';
import { receiptUrlOf } from '../features/expenses/expenses.service';
import type { FileStore } from '../storage/file-store';
import { expenses, storedFiles } from './schema/index';
import type { DbOrTx } from './types';

export type DemoReceipt = {
  fileName: string;
  vendor: string;
  description: string;
  amount: string;
  date: string;
};

/** A one-page receipt as a supplier prints it: who sold, what, when, and the amount paid. */
async function receiptPdf(receipt: DemoReceipt): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: [288, 360], margin: 24, info: { Title: receipt.fileName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(14).text(receipt.vendor, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text('SALES RECEIPT', { align: 'center' }).moveDown();
  doc.text(`Receipt ${receipt.fileName.replace(/\.[a-z]+$/, '')}`);
  doc.text(`Date ${formatDate(receipt.date)}`).moveDown();
  doc.text(receipt.description).moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`TOTAL PAID  ${formatMoney(receipt.amount)}`, { align: 'right' });
  doc.font('Helvetica').fontSize(8).moveDown(2).text('Thank you for your business.', { align: 'center' });
  doc.end();
  return done;
}

/**
 * The receipts' PDFs, in order. The demo seed asks for them before its transaction, so that pdfkit (about 0.2 s
 * to load) works on this thread while the database's thread runs the transaction.
 */
export async function renderDemoReceipts(receipts: DemoReceipt[]): Promise<Buffer[]> {
  const files: Buffer[] = [];
  for (const receipt of receipts) files.push(await receiptPdf(receipt));
  return files;
}

/**
 * The demo company's receipts as real files in the store, attached to their expenses like an upload: a
 * stored_files row and the expense's receipt link, so the Receipt column opens them.
 */
export async function attachDemoReceipts(
  tx: DbOrTx,
  storage: FileStore,
  companyId: number,
  uploadedBy: number,
  receipts: { expenseId: number; fileName: string; pdf: Buffer }[],
  now: Date,
): Promise<void> {
  for (const receipt of receipts) {
    const bytes = receipt.pdf;
    const key = `companies/${companyId}/${randomBytes(16).toString('hex')}.pdf`;
    await storage.put(key, Readable.from(bytes), 'application/pdf');
    const [file] = await tx
      .insert(storedFiles)
      .values({
        companyId,
        storageKey: key,
        originalName: receipt.fileName,
        contentType: 'application/pdf',
        size: bytes.length,
        uploadedBy,
        createdAt: now,
      })
      .returning({ id: storedFiles.id });
    await tx
      .update(expenses)
      .set({
        receiptFileId: file!.id,
        receiptFile: receipt.fileName,
        receiptUrl: receiptUrlOf(receipt.expenseId),
      })
      .where(eq(expenses.id, receipt.expenseId));
  }
}
