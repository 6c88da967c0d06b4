/**
 * The estimate as a PDF file made by the server ('Download as PDF' gives a real PDF), laid out like the estimate page
 * (docs/product.md#estimates): company header, PROJECT ESTIMATE, BILL TO, project details and description, the nested
 * line table (its header repeated on every page), totals, payment terms, notes, terms, signature lines, 'Page x of y'
 * footers and, on an approved estimate, an APPROVED stamp on the first page.
 */
import type { EstimateDocument } from '#domain/contracts/estimates';
import { projectTypeLabel } from '#domain/enums';
import { formatDateLong, formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import { type PaymentSchedule, PROGRESS_PAYMENT_AT_COMPLETION } from '#domain/payment-schedule';
import { drawLetterhead, letterheadWidth } from '../../pdf/letterhead';
import {
  clipLines,
  drawFact,
  drawPageFooters,
  drawSection,
  drawStamp,
  drawTotals,
} from '../../pdf/pdf-blocks';
import { openPdf } from '../../pdf/pdf-document';
import { lineHeightOf, Pen, type TextStyle } from '../../pdf/pdf-pen';
import { drawSignedBy, type PrintedSignature } from '../../pdf/pdf-signature';
import { colors, styles } from '../../pdf/pdf-styles';
import type { Letterhead } from '../companies/letterhead';
import { drawLineTable } from './estimate-pdf-table';

export type EstimatePdfOptions = {
  /**
   * 'staff' (default) prints placeholders such as 'Company email not set' where the company profile lacks a
   * detail, as the estimate page does; 'client' leaves the gap out.
   */
  audience?: 'staff' | 'client';
  /** The company's logo (its letterhead's), drawn at the top left; none when absent. */
  logo?: Letterhead['logo'];
  /** The client's signature of an approved estimate (estimate-signature.ts), printed under the signature lines. */
  signature?: PrintedSignature | null;
  /** The zone the signing day is read in. */
  timeZone?: string;
};

/** Renders the estimate document to a PDF file (US Letter). */
export async function renderEstimatePdf(
  doc: EstimateDocument,
  options: EstimatePdfOptions = {},
): Promise<Buffer> {
  const { pdf, done } = await openPdf({
    Title: t('estimates:document.title', { number: doc.number }),
    Author: doc.company.name,
    Subject: doc.project.name,
  });
  const pen = new Pen(pdf);
  drawHeader(pen, doc, options);
  drawParties(pen, doc);
  drawSection(pen, t('estimates:document.projectDescription'), () => {
    pen.paragraph(doc.projectDescription, pen.left, pen.contentWidth, styles.body);
  });
  drawLineTable(pen, doc.lines);
  drawTotals(
    pen,
    [
      [t('estimates:document.subtotal'), doc.subtotal],
      [t('estimates:document.tax'), doc.tax],
    ],
    [t('estimates:document.total'), doc.total],
  );
  drawPaymentTerms(pen, doc.schedule);
  drawSection(pen, t('estimates:document.notes'), () =>
    pen.paragraph(doc.notes, pen.left, pen.contentWidth, styles.body),
  );
  drawSection(pen, t('estimates:document.terms'), () =>
    pen.paragraph(doc.legal, pen.left, pen.contentWidth, styles.body),
  );
  drawSignatures(pen);
  if (doc.status === 'approved' && options.signature) {
    pen.y += 12;
    drawSignedBy(pen, options.signature, options.timeZone ?? 'UTC');
  }
  if (doc.status === 'approved') drawStamp(pen, t('estimates:document.approvedStamp'), colors.approved, 232);
  drawPageFooters(pen, t('estimates:document.footer', { number: doc.number }));
  pdf.end();
  return done;
}

/** The estimate's company block as a letterhead: the estimate's own texts (frozen once sent), the given logo. */
function letterheadOf(doc: EstimateDocument, logo: Letterhead['logo']): Letterhead {
  const { name, email, phone, address, website } = doc.company;
  return { name, email, phone, address, website, paymentTerms: null, invoiceFooter: null, logo };
}

/** Header: the company's letterhead on the left, PROJECT ESTIMATE with number, dates and project on the right. */
function drawHeader(pen: Pen, doc: EstimateDocument, options: EstimatePdfOptions) {
  const top = pen.y;
  const leftWidth = letterheadWidth(pen.pdf);
  pen.pdf.y = top;
  drawLetterhead(pen.pdf, letterheadOf(doc, options.logo ?? null), {
    width: leftWidth,
    placeholders: (options.audience ?? 'staff') === 'staff',
  });
  const y = pen.pdf.y;

  const rightWidth = pen.contentWidth - leftWidth - 24;
  const rightX = pen.right - rightWidth;
  let ry = top;
  pen.text(t('estimates:document.heading'), rightX, styles.title, {
    y: ry,
    width: rightWidth,
    align: 'right',
  });
  ry += lineHeightOf(styles.title) + 2;
  const facts: [string, string][] = [
    [t('estimates:document.facts.number'), doc.number],
    [t('estimates:document.facts.date'), formatDateLong(doc.date)],
    [t('estimates:document.facts.validUntil'), formatDateLong(doc.validUntil)],
    [t('estimates:document.facts.project'), doc.project.name],
  ];
  for (const [label, value] of facts) ry = drawFact(pen, label, value, rightX, rightWidth, ry);

  pen.y = Math.max(y, ry) + 12;
  pen.rule(colors.border);
  pen.y += 16;
}

/** BILL TO on the left, project details on the right. */
function drawParties(pen: Pen, doc: EstimateDocument) {
  const gap = 24;
  const columnWidth = (pen.contentWidth - gap) / 2;
  const top = pen.y;
  let y = top;
  pen.text(t('estimates:document.billTo'), pen.left, styles.label, { y });
  y += lineHeightOf(styles.label) + 3;
  for (const line of clipLines(pen.wrap(doc.client.name, columnWidth, styles.strong), 2)) {
    pen.text(line, pen.left, styles.strong, { y });
    y += lineHeightOf(styles.strong);
  }
  for (const value of [doc.client.email, doc.client.phone, doc.client.address]) {
    if (!value) continue;
    for (const line of clipLines(pen.wrap(value, columnWidth, styles.muted), 4)) {
      pen.text(line, pen.left, styles.muted, { y });
      y += lineHeightOf(styles.muted);
    }
  }

  const x = pen.left + columnWidth + gap;
  let ry = top;
  pen.text(t('estimates:document.projectDetails'), x, styles.label, { y: ry });
  ry += lineHeightOf(styles.label) + 3;
  const labelWidth = 84;
  const details: [string, string][] = [
    [t('estimates:document.details.type'), capitalizeWords(projectTypeLabel(doc.project.type))],
    [
      t('estimates:document.details.startDate'),
      formatDateLong(doc.project.startDate, t('estimates:document.details.toBeDecided')),
    ],
    [
      t('estimates:document.details.completion'),
      formatDateLong(doc.project.targetCompletionDate, t('estimates:document.details.toBeDecided')),
    ],
  ];
  for (const [label, value] of details) {
    pen.text(label, x, styles.muted, { y: ry });
    pen.text(value, x + labelWidth, styles.body, { y: ry });
    ry += lineHeightOf(styles.body);
  }

  pen.y = Math.max(y, ry) + 14;
  pen.rule(colors.border);
  pen.y += 16;
}

/**
 * The estimate's payment terms (docs/product.md#estimates): deposit, 40 % at 50 % completion, the remainder at
 * completion.
 */
function drawPaymentTerms(pen: Pen, schedule: PaymentSchedule) {
  const rows = [
    [
      t('estimates:payments.deposit'),
      t('estimates:payments.depositDue'),
      t('estimates:payments.share', { percent: schedule.depositPercentage }),
      schedule.deposit,
    ],
    [
      t('estimates:payments.progress'),
      t('estimates:payments.progressDue', { percent: PROGRESS_PAYMENT_AT_COMPLETION }),
      t('estimates:payments.share', { percent: schedule.progressPercentage }),
      schedule.progress,
    ],
    [
      t('estimates:payments.final'),
      t('estimates:payments.finalDue'),
      t('estimates:payments.share', {
        percent: 100 - schedule.depositPercentage - schedule.progressPercentage,
      }),
      schedule.final,
    ],
  ] as const;
  const rowHeight = 20;
  pen.ensure(lineHeightOf(styles.label) + 6 + rowHeight * (rows.length + 1));
  pen.text(t('estimates:document.paymentTerms'), pen.left, styles.label);
  pen.y += lineHeightOf(styles.label) + 4;

  const pad = 6;
  const columns = [
    { x: pen.left, width: 140, align: 'left' as const },
    { x: pen.left + 140, width: 220, align: 'left' as const },
    { x: pen.left + 360, width: 60, align: 'right' as const },
    { x: pen.left + 420, width: pen.contentWidth - 420, align: 'right' as const },
  ];
  const drawRow = (cells: readonly string[], style: TextStyle, styleOf?: (i: number) => TextStyle) => {
    const textY = pen.y + (rowHeight - style.size) / 2 - 1;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      pen.text(cell, c.x + pad, styleOf?.(i) ?? style, {
        y: textY,
        width: c.width - 2 * pad,
        align: c.align,
      });
    });
    pen.y += rowHeight;
  };
  pen.fillRect(pen.left, pen.y, pen.contentWidth, rowHeight, colors.headerFill);
  drawRow(
    [
      t('estimates:document.paymentColumns.payment'),
      t('estimates:document.paymentColumns.due'),
      t('estimates:document.paymentColumns.share'),
      t('estimates:document.paymentColumns.amount'),
    ],
    styles.tableHead,
  );
  pen.rule(colors.borderStrong, 0.75);
  for (const [label, due, share, amount] of rows) {
    drawRow([label, due, share, formatMoney(amount)], styles.body, (i) =>
      i === 0 ? styles.strong : i === 1 ? styles.muted : styles.body,
    );
    pen.rule(colors.border, 0.5);
  }
  pen.y += 22;
}

/** Client and contractor signature lines, each with a date line. */
function drawSignatures(pen: Pen) {
  pen.ensure(64);
  pen.y += 30;
  const gap = 32;
  const blockWidth = (pen.contentWidth - gap) / 2;
  const dateWidth = 80;
  for (const [i, label] of [
    t('estimates:document.clientSignature'),
    t('estimates:document.contractorSignature'),
  ].entries()) {
    const x = pen.left + i * (blockWidth + gap);
    const signatureEnd = x + blockWidth - dateWidth - 14;
    pen.rule(colors.signature, 0.75, x, signatureEnd);
    pen.rule(colors.signature, 0.75, x + blockWidth - dateWidth, x + blockWidth);
    pen.text(label, x, styles.caption, { y: pen.y + 5 });
    pen.text(t('estimates:document.signatureDate'), x + blockWidth - dateWidth, styles.caption, {
      y: pen.y + 5,
    });
  }
  pen.y += 20;
}

const capitalizeWords = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
