/**
 * The invoice's line table in the PDF: Description, Quantity, Unit Price, Amount. A row is measured before it is
 * drawn, so it moves whole to the next page (where the header is repeated) instead of running into the footer.
 */
import type { InvoiceDocument } from '#domain/contracts/invoice-sending';
import { formatMoney, formatQuantity } from '#domain/format';
import { t } from '#domain/messages/all';
import { lineHeightOf, type Pen, type TextStyle } from '../../pdf/pdf-pen';
import { colors, styles } from '../../pdf/pdf-styles';

const PAD_X = 6;
const PAD_Y = 5;
const HEADER_HEIGHT = 20;

type Column = {
  key: 'description' | 'quantity' | 'unitPrice' | 'amount';
  title: string;
  x: number;
  width: number;
};

function columnsOf(pen: Pen): Column[] {
  const figures = [
    { key: 'quantity', title: t('invoices:pdf.columns.quantity'), width: 64 },
    { key: 'unitPrice', title: t('invoices:pdf.columns.unitPrice'), width: 90 },
    { key: 'amount', title: t('invoices:pdf.columns.amount'), width: 96 },
  ] as const;
  const descriptionWidth = pen.contentWidth - figures.reduce((sum, f) => sum + f.width, 0);
  const columns: Column[] = [
    {
      key: 'description',
      title: t('invoices:pdf.columns.description'),
      x: pen.left,
      width: descriptionWidth,
    },
  ];
  let x = pen.left + descriptionWidth;
  for (const figure of figures) {
    columns.push({ ...figure, x });
    x += figure.width;
  }
  return columns;
}

function cell(pen: Pen, text: string, column: Column, style: TextStyle, y = pen.y): void {
  const align = column.key === 'description' ? 'left' : 'right';
  pen.text(text, column.x + PAD_X, style, { y, width: column.width - 2 * PAD_X, align });
}

/** The table with its header on every page it spans. */
export function drawInvoiceLines(pen: Pen, lines: InvoiceDocument['lines']): void {
  const columns = columnsOf(pen);
  const description = columns[0]!;
  const drawHeader = () => {
    pen.fillRect(pen.left, pen.y, pen.contentWidth, HEADER_HEIGHT, colors.headerFill);
    const y = pen.y + (HEADER_HEIGHT - styles.tableHead.size) / 2 - 1;
    for (const column of columns) cell(pen, column.title, column, styles.tableHead, y);
    pen.y += HEADER_HEIGHT;
    pen.rule(colors.borderStrong, 0.75);
  };
  const rows = lines.map((line) => {
    const texts = pen.wrap(line.description, description.width - 2 * PAD_X, styles.cell);
    return { line, texts, height: texts.length * lineHeightOf(styles.cell) + 2 * PAD_Y };
  });
  pen.ensure(HEADER_HEIGHT + (rows[0]?.height ?? 28));
  drawHeader();
  pen.onNewPage = drawHeader;
  for (const { line, texts, height } of rows) {
    if (height <= pen.pageHeight - HEADER_HEIGHT) pen.ensure(height);
    pen.y += PAD_Y;
    texts.forEach((text, i) => {
      pen.ensure(lineHeightOf(styles.cell) + PAD_Y); // only ever breaks inside a row taller than a page
      pen.text(text, description.x + PAD_X, styles.cell);
      if (i === 0) {
        const figures = {
          quantity: formatQuantity(line.quantity),
          unitPrice: formatMoney(line.unitPrice),
          amount: formatMoney(line.amount),
        };
        for (const column of columns.slice(1)) {
          cell(pen, figures[column.key as keyof typeof figures], column, styles.cell);
        }
      }
      pen.y += lineHeightOf(styles.cell);
    });
    pen.y += PAD_Y;
    pen.rule(colors.border, 0.5);
  }
  pen.onNewPage = null;
}
