/**
 * The change order as a PDF file (issue 26): the company letterhead, CHANGE ORDER with its number and title, the
 * project, client, reason and schedule impact, the description, the lines (never their cost), the change order
 * total, the contract total before it and the new one, and once the client signed: who approved it and when, the
 * drawn signature and the SHA-256 of what was signed.
 */
import type { ChangeOrderDocument } from '#domain/contracts/change-order-sending';
import { formatMoney, formatQuantity } from '#domain/format';
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
import { drawSignedBy, type PrintedSignature } from '../../pdf/pdf-signature';
import { colors, styles } from '../../pdf/pdf-styles';
import type { Letterhead } from '../companies/letterhead';

const PAD = 6;

/** Renders the change order to a PDF file (US Letter). */
export async function renderChangeOrderPdf(
  doc: ChangeOrderDocument,
  letterhead: Letterhead,
  signature: PrintedSignature | null,
  timeZone: string,
): Promise<Buffer> {
  const title = t('changeOrders:document.title', { number: doc.number });
  const { pdf, done } = await openPdf({ Title: title, Author: doc.company.name, Subject: doc.project.name });
  drawLetterhead(pdf, letterhead);
  const pen = new Pen(pdf);
  pen.y = pdf.y + 4;
  pen.rule(colors.border);
  pen.y += 18;
  const titleTop = pen.y;
  drawTitle(pen, doc);
  if (doc.description?.trim()) {
    drawSection(pen, t('changeOrders:document.description'), () =>
      pen.paragraph(doc.description!, pen.left, pen.contentWidth, styles.body),
    );
  }
  drawLines(pen, doc.lines);
  const total = [t('changeOrders:document.changeOrderTotal'), doc.total] as const;
  if (doc.previousContractTotal && doc.newContractTotal) {
    drawTotals(
      pen,
      [[t('changeOrders:document.previousContract'), doc.previousContractTotal], total],
      [t('changeOrders:document.newContract'), doc.newContractTotal],
    );
  } else drawTotals(pen, [], total);
  if (doc.status === 'approved' && signature) drawSignedBy(pen, signature, timeZone);
  if (doc.status === 'approved' || doc.status === 'declined' || doc.status === 'void') {
    const color = doc.status === 'approved' ? colors.approved : colors.faint;
    drawStamp(
      pen,
      t(`changeOrders:statuses.${doc.status}`).toUpperCase(),
      color,
      titleTop + 22,
      pen.left + 210,
    );
  }
  drawPageFooters(pen, t('changeOrders:document.footer', { number: doc.number }));
  pdf.end();
  return done;
}

function scheduleText(days: number): string {
  if (days === 0) return t('changeOrders:document.scheduleNone');
  return days > 0
    ? t('changeOrders:document.scheduleLater', { count: days })
    : t('changeOrders:document.scheduleSooner', { count: -days });
}

/** CHANGE ORDER and its title on the left; number, project, client, reason and schedule on the right. */
function drawTitle(pen: Pen, doc: ChangeOrderDocument) {
  const top = pen.y;
  pen.text(t('changeOrders:document.heading'), pen.left, styles.title, { y: top });
  let left = top + lineHeightOf(styles.title) + 4;
  for (const line of clipLines(pen.wrap(doc.title, 200, styles.strong), 3)) {
    pen.text(line, pen.left, styles.strong, { y: left });
    left += lineHeightOf(styles.strong);
  }
  const width = pen.contentWidth / 2;
  const facts: [string, string][] = [
    [t('changeOrders:screen.columns.number'), doc.number],
    [t('changeOrders:document.project'), doc.project.name],
    [t('changeOrders:document.client'), doc.client.name],
    [t('changeOrders:document.reason'), t(`changeOrders:reasons.${doc.reason}`)],
    [t('changeOrders:document.schedule'), scheduleText(doc.scheduleDays)],
  ];
  let y = top;
  for (const [label, value] of facts) y = drawFact(pen, label, value, pen.right - width, width, y);
  pen.y = Math.max(y, left) + 18;
  pen.rule(colors.border);
  pen.y += 16;
}

/** Item (with its description), Qty, Unit, Unit Price, Total; a row moves whole to the next page. */
function drawLines(pen: Pen, lines: ChangeOrderDocument['lines']) {
  const figures = [
    { title: t('changeOrders:document.columns.quantity'), width: 56 },
    { title: t('changeOrders:document.columns.unit'), width: 56 },
    { title: t('changeOrders:document.columns.unitPrice'), width: 84 },
    { title: t('changeOrders:document.columns.total'), width: 90 },
  ];
  const itemWidth = pen.contentWidth - figures.reduce((sum, f) => sum + f.width, 0);
  // Each figure column's left edge, after the item column.
  const xs: number[] = [];
  let x = pen.left + itemWidth;
  for (const figure of figures) {
    xs.push(x);
    x += figure.width;
  }
  const header = () => {
    pen.fillRect(pen.left, pen.y, pen.contentWidth, 20, colors.headerFill);
    const y = pen.y + 5;
    pen.text(t('changeOrders:document.columns.item'), pen.left + PAD, styles.tableHead, { y });
    figures.forEach((f, i) => {
      pen.text(f.title, xs[i]! + PAD, styles.tableHead, { y, width: f.width - 2 * PAD, align: 'right' });
    });
    pen.y += 20;
    pen.rule(colors.borderStrong, 0.75);
  };
  pen.ensure(48);
  header();
  pen.onNewPage = header;
  if (lines.length === 0) {
    pen.y += PAD;
    pen.text(t('changeOrders:document.noLines'), pen.left + PAD, styles.muted);
    pen.y += lineHeightOf(styles.muted) + PAD;
  }
  for (const line of lines) {
    const names = clipLines(pen.wrap(line.name, itemWidth - 2 * PAD, styles.strong), 3);
    const details = line.description
      ? clipLines(pen.wrap(line.description, itemWidth - 2 * PAD, styles.muted), 8)
      : [];
    pen.ensure(
      names.length * lineHeightOf(styles.strong) + details.length * lineHeightOf(styles.muted) + 2 * PAD,
    );
    pen.y += PAD;
    const top = pen.y;
    const values = [
      formatQuantity(line.quantity),
      line.unit ?? '',
      formatMoney(line.unitPrice),
      formatMoney(line.total),
    ];
    values.forEach((value, i) => {
      pen.text(value, xs[i]! + PAD, styles.cell, {
        y: top,
        width: figures[i]!.width - 2 * PAD,
        align: 'right',
      });
    });
    for (const text of names) {
      pen.text(text, pen.left + PAD, styles.strong);
      pen.y += lineHeightOf(styles.strong);
    }
    for (const text of details) {
      pen.text(text, pen.left + PAD, styles.muted);
      pen.y += lineHeightOf(styles.muted);
    }
    pen.y += PAD;
    pen.rule(colors.border, 0.5);
  }
  pen.onNewPage = null;
}
