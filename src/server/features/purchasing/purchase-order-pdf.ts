/**
 * The purchase order as a PDF file (issue 27), the one e-mailed to the vendor: the company letterhead, PURCHASE
 * ORDER with its number, dates, vendor and project, the lines with their amounts, the total and the notes.
 */
import { and, eq } from 'drizzle-orm';
import { formatMoney, formatQuantity } from '#domain/format';
import { t } from '#domain/messages/all';
import { projects, vendors } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { drawLetterhead } from '../../pdf/letterhead';
import { clipLines, drawFact, drawPageFooters, drawSection, drawTotals } from '../../pdf/pdf-blocks';
import { openPdf } from '../../pdf/pdf-document';
import { lineHeightOf, Pen } from '../../pdf/pdf-pen';
import { colors, styles } from '../../pdf/pdf-styles';
import type { Letterhead } from '../companies/letterhead';
import {
  listPurchaseOrderLines,
  type PurchaseOrderRow,
  purchaseOrderNumber,
} from './purchase-orders.queries';

const PAD = 6;

export type PurchaseOrderDocument = Awaited<ReturnType<typeof purchaseOrderDocument>>;

/** What the PDF prints, read in the caller's transaction. */
export async function purchaseOrderDocument(db: DbOrTx, row: PurchaseOrderRow) {
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, row.projectId), eq(projects.companyId, row.companyId)));
  const [vendor] = row.vendorId
    ? await db
        .select({ email: vendors.email, address: vendors.address })
        .from(vendors)
        .where(and(eq(vendors.id, row.vendorId), eq(vendors.companyId, row.companyId)))
    : [];
  return {
    number: purchaseOrderNumber(row.number),
    issueDate: row.issueDate,
    deliveryDate: row.deliveryDate,
    vendor: { name: row.vendorName, email: vendor?.email ?? null, address: vendor?.address ?? null },
    projectName: project?.name ?? '',
    notes: row.notes,
    total: row.total,
    lines: await listPurchaseOrderLines(db, row.companyId, row.id),
  };
}

/** Renders the purchase order to a PDF file (US Letter). */
export async function renderPurchaseOrderPdf(
  doc: PurchaseOrderDocument,
  letterhead: Letterhead,
  companyName: string,
): Promise<Buffer> {
  const title = `${t('purchasing:pdf.title')} ${doc.number}`;
  const { pdf, done } = await openPdf({ Title: title, Author: companyName, Subject: doc.projectName });
  drawLetterhead(pdf, letterhead);
  const pen = new Pen(pdf);
  pen.y = pdf.y + 4;
  pen.rule(colors.border);
  pen.y += 18;
  const top = pen.y;
  pen.text(t('purchasing:pdf.title').toUpperCase(), pen.left, styles.title, { y: top });
  const width = pen.contentWidth / 2;
  const facts: [string, string][] = [
    [t('purchasing:pdf.number'), doc.number],
    [t('purchasing:pdf.issueDate'), doc.issueDate],
    ...(doc.deliveryDate ? [[t('purchasing:pdf.deliveryDate'), doc.deliveryDate] as [string, string]] : []),
    [t('purchasing:pdf.vendor'), doc.vendor.name],
    [t('purchasing:pdf.project'), doc.projectName],
  ];
  let y = top;
  for (const [label, value] of facts) y = drawFact(pen, label, value, pen.right - width, width, y);
  pen.y = Math.max(y, top + lineHeightOf(styles.title)) + 18;
  pen.rule(colors.border);
  pen.y += 16;
  drawLines(pen, doc.lines);
  drawTotals(pen, [], [t('purchasing:pdf.total'), formatMoney(doc.total)]);
  if (doc.notes?.trim()) {
    drawSection(pen, t('purchasing:pdf.notes'), () =>
      pen.paragraph(doc.notes!, pen.left, pen.contentWidth, styles.body),
    );
  }
  drawPageFooters(pen, title);
  pdf.end();
  return done;
}

/** Description, Qty, Unit cost, Amount; a row moves whole to the next page. */
function drawLines(pen: Pen, lines: PurchaseOrderDocument['lines']) {
  const figures = [
    { title: t('purchasing:pdf.quantity'), width: 56 },
    { title: t('purchasing:pdf.unitCost'), width: 90 },
    { title: t('purchasing:pdf.amount'), width: 90 },
  ];
  const itemWidth = pen.contentWidth - figures.reduce((sum, f) => sum + f.width, 0);
  const xs: number[] = [];
  let x = pen.left + itemWidth;
  for (const figure of figures) {
    xs.push(x);
    x += figure.width;
  }
  const header = () => {
    pen.fillRect(pen.left, pen.y, pen.contentWidth, 20, colors.headerFill);
    const hy = pen.y + 5;
    pen.text(t('purchasing:pdf.description'), pen.left + PAD, styles.tableHead, { y: hy });
    figures.forEach((f, i) => {
      pen.text(f.title, xs[i]! + PAD, styles.tableHead, { y: hy, width: f.width - 2 * PAD, align: 'right' });
    });
    pen.y += 20;
    pen.rule(colors.borderStrong, 0.75);
  };
  pen.ensure(48);
  header();
  pen.onNewPage = header;
  for (const line of lines) {
    const texts = clipLines(pen.wrap(line.description, itemWidth - 2 * PAD, styles.cell), 6);
    pen.ensure(texts.length * lineHeightOf(styles.cell) + 2 * PAD);
    pen.y += PAD;
    const rowTop = pen.y;
    [formatQuantity(line.quantity), formatMoney(line.unitCost), formatMoney(line.amount)].forEach(
      (value, i) => {
        pen.text(value, xs[i]! + PAD, styles.cell, {
          y: rowTop,
          width: figures[i]!.width - 2 * PAD,
          align: 'right',
        });
      },
    );
    for (const text of texts) {
      pen.text(text, pen.left + PAD, styles.cell);
      pen.y += lineHeightOf(styles.cell);
    }
    pen.y += PAD;
    pen.rule(colors.border, 0.5);
  }
  pen.onNewPage = null;
}
