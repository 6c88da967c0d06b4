/**
 * The invoice as a PDF file made by the server, laid out like a contractor's paperwork: the company letterhead,
 * INVOICE with its title, number, issue and due dates (and PAID once paid), Bill To and the project, the line table,
 * subtotal, total and amount due, the payment terms and the company's invoice footer, 'Page x of y' footers.
 */
import type { InvoiceDocument } from '#domain/contracts/invoice-sending';
import { formatDateLong } from '#domain/format';
import { t } from '#domain/messages/all';
import { drawLetterhead } from '../../pdf/letterhead';
import {
  clipLines,
  drawFact,
  drawPageFooters,
  drawSection,
  drawStamp,
  drawTotals,
} from '../../pdf/pdf-blocks';
import { openPdf } from '../../pdf/pdf-document';
import { lineHeightOf, Pen } from '../../pdf/pdf-pen';
import { colors, styles } from '../../pdf/pdf-styles';
import type { Letterhead } from '../companies/letterhead';
import { drawPayApplication } from '../progress-billing/pay-application-pdf';
import type { PayApplicationSheet } from '../progress-billing/pay-application-sheet';
import { drawInvoiceLines } from './invoice-pdf-table';

/**
 * Renders the invoice to a PDF file (US Letter); a pay application's invoice adds its application summary and
 * continuation sheet (decision 0271).
 */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  letterhead: Letterhead,
  payApplication: PayApplicationSheet | null = null,
): Promise<Buffer> {
  const { pdf, done } = await openPdf({
    Title: t('invoices:pdf.title', { number: doc.number }),
    Author: doc.company.name,
    Subject: doc.project?.name ?? t('invoices:pdf.title', { number: doc.number }),
  });
  drawLetterhead(pdf, letterhead);
  const pen = new Pen(pdf);
  pen.y = pdf.y + 4;
  pen.rule(colors.border);
  pen.y += 18;
  const titleTop = pen.y;
  drawTitle(pen, doc);
  drawParties(pen, doc);
  if (doc.description?.trim() && doc.lines[0]?.description !== doc.description.trim()) {
    drawSection(pen, t('invoices:pdf.description'), () =>
      pen.paragraph(doc.description!, pen.left, pen.contentWidth, styles.body),
    );
  }
  drawInvoiceLines(pen, doc.lines);
  drawTotals(
    pen,
    [
      [t('invoices:pdf.subtotal'), doc.subtotal],
      [t('invoices:pdf.total'), doc.total],
      // What was received so far (decision 0267), so that the amount due below adds up.
      ...(doc.payments.length > 0
        ? [[t('invoices:pdf.amountPaid'), doc.amountPaid] as [string, string]]
        : []),
    ],
    [t('invoices:pdf.amountDue'), doc.amountDue],
  );
  if (doc.company.paymentTerms) {
    drawSection(pen, t('invoices:pdf.paymentTerms'), () =>
      pen.paragraph(doc.company.paymentTerms!, pen.left, pen.contentWidth, styles.body),
    );
  }
  if (doc.company.invoiceFooter) {
    pen.ensure(2 * lineHeightOf(styles.muted));
    pen.rule(colors.border, 0.5);
    pen.y += 10;
    for (const line of pen.wrap(doc.company.invoiceFooter, pen.contentWidth, styles.muted)) {
      pen.ensure(lineHeightOf(styles.muted));
      pen.text(line, pen.left, styles.muted, { width: pen.contentWidth, align: 'center' });
      pen.y += lineHeightOf(styles.muted);
    }
  }
  // Between INVOICE and the dates, where it covers no text.
  if (doc.status === 'paid')
    drawStamp(pen, t('invoices:pdf.paid'), colors.approved, titleTop + 22, pen.left + 210);
  if (payApplication) drawPayApplication(pen, payApplication);
  drawPageFooters(pen, t('invoices:pdf.footer', { number: doc.number }));
  pdf.end();
  return done;
}

/** Width of the invoice's title under INVOICE: it ends before the PAID stamp, drawn 210 pt from the left. */
const TITLE_WIDTH = 200;

/** INVOICE and the invoice's title on the left; number, dates and (unless simply sent) the status on the right. */
function drawTitle(pen: Pen, doc: InvoiceDocument) {
  const top = pen.y;
  pen.text(t('invoices:pdf.heading'), pen.left, styles.title, { y: top });
  let left = top + lineHeightOf(styles.title);
  const title = doc.title?.trim();
  if (title) {
    left += 4;
    for (const line of clipLines(pen.wrap(title, TITLE_WIDTH, styles.strong), 3)) {
      pen.text(line, pen.left, styles.strong, { y: left });
      left += lineHeightOf(styles.strong);
    }
  }
  const width = pen.contentWidth / 2;
  const x = pen.right - width;
  const facts: [string, string][] = [
    [t('invoices:pdf.number'), doc.number],
    [t('invoices:pdf.issueDate'), formatDateLong(doc.issueDate)],
    [t('invoices:pdf.dueDate'), formatDateLong(doc.dueDate, t('invoices:pdf.onReceipt'))],
  ];
  if (doc.status === 'paid') {
    facts.push([
      t('invoices:pdf.status'),
      doc.paidDate ? t('invoices:pdf.paidOn', { day: formatDateLong(doc.paidDate) }) : t('invoices:pdf.paid'),
    ]);
  } else if (doc.status === 'overdue' || doc.status === 'cancelled') {
    facts.push([t('invoices:pdf.status'), t(`invoices:pdf.statuses.${doc.status}`)]);
  }
  let y = top;
  for (const [label, value] of facts) y = drawFact(pen, label, value, x, width, y);
  pen.y = Math.max(y, left) + 18;
}

/** BILL TO on the left, PROJECT on the right. */
function drawParties(pen: Pen, doc: InvoiceDocument) {
  const gap = 24;
  const columnWidth = (pen.contentWidth - gap) / 2;
  const top = pen.y;
  const block = (x: number, title: string, name: string, details: (string | null)[]) => {
    let y = top;
    pen.text(title, x, styles.label, { y });
    y += lineHeightOf(styles.label) + 3;
    for (const line of clipLines(pen.wrap(name, columnWidth, styles.strong), 2)) {
      pen.text(line, x, styles.strong, { y });
      y += lineHeightOf(styles.strong);
    }
    for (const value of details) {
      if (!value) continue;
      for (const line of clipLines(pen.wrap(value, columnWidth, styles.muted), 4)) {
        pen.text(line, x, styles.muted, { y });
        y += lineHeightOf(styles.muted);
      }
    }
    return y;
  };
  const customer = doc.customer;
  const left = block(pen.left, t('invoices:pdf.billTo'), customer?.name ?? t('invoices:pdf.noCustomer'), [
    customer?.email ?? null,
    customer?.phone ?? null,
    customer?.address ?? null,
  ]);
  const right = doc.project
    ? block(pen.left + columnWidth + gap, t('invoices:pdf.project'), doc.project.name, [doc.project.address])
    : top;
  pen.y = Math.max(left, right) + 14;
  pen.rule(colors.border);
  pen.y += 16;
}
