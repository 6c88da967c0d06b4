/**
 * A pay application's own pages after the invoice (decision 0271), in the familiar G702/G703 order without its
 * marks: the application summary (contract, completed and stored, retainage, what is due) on a portrait page,
 * then the continuation sheet, one row per schedule line with a totals row, on landscape pages.
 */
import { formatDateLong, formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import { BOTTOM_MARGIN, PAGE_MARGIN } from '../../pdf/pdf-document';
import { lineHeightOf, type Pen, type TextStyle } from '../../pdf/pdf-pen';
import { colors, styles } from '../../pdf/pdf-styles';
import type { ContinuationRow, PayApplicationSheet } from './pay-application-sheet';

const margins = { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: BOTTOM_MARGIN };

function drawHeading(pen: Pen, title: string, sheet: PayApplicationSheet) {
  pen.text(title, pen.left, styles.title);
  pen.y += lineHeightOf(styles.title) + 4;
  const facts = `${t('progressBilling:pdf.application')} ${sheet.number}    ${t('progressBilling:pdf.periodTo')} ${formatDateLong(sheet.periodEnd)}`;
  pen.text(facts, pen.left, styles.muted);
  pen.y += lineHeightOf(styles.muted) + 10;
  pen.rule(colors.border);
  pen.y += 12;
}

/** The application summary: the nine lines, each figure right-aligned. */
function drawSummary(pen: Pen, sheet: PayApplicationSheet) {
  pen.pdf.addPage({ size: 'LETTER', layout: 'portrait', margins });
  pen.y = pen.pdf.page.margins.top;
  drawHeading(pen, t('progressBilling:pdf.summaryTitle'), sheet);
  const rows: [string, string, boolean][] = [
    [t('progressBilling:pdf.originalContract'), sheet.originalContract, false],
    [t('progressBilling:pdf.netChange'), sheet.netChange, false],
    [t('progressBilling:pdf.contractToDate'), sheet.contractToDate, true],
    [t('progressBilling:pdf.completedStored'), sheet.completedStored, false],
    [t('progressBilling:pdf.retainage'), sheet.retainage, false],
    [t('progressBilling:pdf.earnedLessRetainage'), sheet.earnedLessRetainage, true],
    [t('progressBilling:pdf.previousCertificates'), sheet.previousCertificates, false],
    [t('progressBilling:pdf.currentDue'), sheet.currentDue, true],
    [t('progressBilling:pdf.balanceToFinish'), sheet.balanceToFinish, false],
  ];
  const width = 380;
  for (const [label, value, strong] of rows) {
    const style = strong ? styles.strong : styles.body;
    pen.text(label, pen.left, style);
    pen.text(formatMoney(value), pen.left, style, { width, align: 'right' });
    pen.y += lineHeightOf(style) + 8;
    pen.rule(colors.border, 0.5, pen.left, pen.left + width);
    pen.y += 6;
  }
}

type Column = { key: keyof ContinuationRow; title: string; width: number; money: boolean };

/** The continuation sheet on landscape pages, its header repeated on each. */
function drawContinuation(pen: Pen, sheet: PayApplicationSheet) {
  const landscape = () => {
    pen.pdf.addPage({ size: 'LETTER', layout: 'landscape', margins });
    pen.y = pen.pdf.page.margins.top;
  };
  landscape();
  drawHeading(pen, t('progressBilling:pdf.continuationTitle'), sheet);
  const c = (key: keyof ContinuationRow, width: number, money = true): Column => ({
    key,
    title: t(`progressBilling:pdf.columns.${key}`),
    width,
    money,
  });
  const figures = [
    c('scheduled', 66),
    c('previous', 70),
    c('thisPeriod', 62),
    c('stored', 62),
    c('completed', 72),
    c('percent', 40, false),
    c('balance', 62),
    c('retainage', 62),
  ];
  const itemWidth = 30;
  const descriptionWidth = pen.contentWidth - itemWidth - figures.reduce((s, f) => s + f.width, 0);
  const columns = [c('item', itemWidth, false), c('description', descriptionWidth, false), ...figures];
  const head: TextStyle = { ...styles.tableHead, size: 7.5 };
  const cellStyle: TextStyle = { ...styles.cell, size: 8 };
  const headHeight =
    Math.max(...columns.map((col) => pen.wrap(col.title, col.width - 6, head).length)) * lineHeightOf(head) +
    8;
  const drawHeader = () => {
    pen.fillRect(pen.left, pen.y, pen.contentWidth, headHeight, colors.headerFill);
    let x = pen.left;
    for (const col of columns) {
      pen.wrap(col.title, col.width - 6, head).forEach((line, i) => {
        pen.text(line, x + 3, head, {
          y: pen.y + 4 + i * lineHeightOf(head),
          width: col.width - 6,
          align: col.key === 'description' || col.key === 'item' ? 'left' : 'right',
        });
      });
      x += col.width;
    }
    pen.y += headHeight;
    pen.rule(colors.borderStrong, 0.75);
  };
  const drawRow = (row: ContinuationRow, style: TextStyle) => {
    const texts = pen.wrap(row.description, descriptionWidth - 6, style);
    const height = texts.length * lineHeightOf(style) + 8;
    if (pen.y + height > pen.bottom) {
      landscape();
      drawHeader();
    }
    const top = pen.y + 4;
    let x = pen.left;
    for (const col of columns) {
      if (col.key === 'description') {
        texts.forEach((line, i) => {
          pen.text(line, x + 3, style, { y: top + i * lineHeightOf(style) });
        });
      } else {
        const value = row[col.key];
        const shown = col.money ? formatMoney(value) : col.key === 'percent' && value ? `${value} %` : value;
        pen.text(shown, x + 3, style, {
          y: top,
          width: col.width - 6,
          align: col.key === 'item' ? 'left' : 'right',
        });
      }
      x += col.width;
    }
    pen.y += height;
    pen.rule(colors.border, 0.5);
  };
  drawHeader();
  for (const row of sheet.rows) drawRow(row, cellStyle);
  drawRow(
    { ...sheet.totals, description: t('progressBilling:pdf.totals') },
    { ...styles.groupCell, size: 8 },
  );
}

/** Both parts, after the invoice's own page(s). */
export function drawPayApplication(pen: Pen, sheet: PayApplicationSheet): void {
  drawSummary(pen, sheet);
  drawContinuation(pen, sheet);
}
