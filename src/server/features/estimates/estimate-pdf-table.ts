/**
 * The estimate's line table in the PDF: Description, Quantity, Unit, Price, Amount. Groups are bold rows with
 * the summed amount of their products; products show their description in small grey type under the name;
 * rows step in by depth. A row is measured before it is drawn, so it moves whole to the next page (where the
 * header is repeated) instead of running into the footer; only a row taller than a page is split between lines.
 */

import type { EstimateLine } from '#domain/contracts/estimates';
import { formatMoney, formatQuantity } from '#domain/format';
import { t } from '#domain/messages/all';
import { lineHeightOf, type Pen, type TextStyle } from '../../pdf/pdf-pen';
import { colors, styles } from '../../pdf/pdf-styles';

const PAD_X = 6;
const PAD_Y = 5;
const HEADER_HEIGHT = 20;
const INDENT_PER_LEVEL = 12;
/** Deeper rows stop stepping in, so a deep tree keeps room for its names (as on the estimate page). */
const MAX_INDENT_LEVELS = 6;

type Column = { x: number; width: number; align: 'left' | 'right' };
type Columns = Record<'description' | 'quantity' | 'unit' | 'price' | 'amount', Column>;

function columnsOf(pen: Pen): Columns {
  const amount = 86;
  const price = 80;
  const unit = 36;
  const quantity = 58;
  const description = pen.contentWidth - amount - price - unit - quantity;
  let x = pen.left;
  const next = (width: number, align: Column['align']): Column => {
    const column = { x, width, align };
    x += width;
    return column;
  };
  return {
    description: next(description, 'left'),
    quantity: next(quantity, 'right'),
    unit: next(unit, 'left'),
    price: next(price, 'right'),
    amount: next(amount, 'right'),
  };
}

/** The section title, the table with its header on every page, and its rows. */
export function drawLineTable(pen: Pen, lines: readonly EstimateLine[]): void {
  const columns = columnsOf(pen);
  const drawHeader = () => {
    pen.fillRect(pen.left, pen.y, pen.contentWidth, HEADER_HEIGHT, colors.headerFill);
    const y = pen.y + (HEADER_HEIGHT - styles.tableHead.size) / 2 - 1;
    const titles = {
      description: t('estimates:document.lineColumns.description'),
      quantity: t('estimates:document.lineColumns.quantity'),
      unit: t('estimates:document.lineColumns.unit'),
      price: t('estimates:document.lineColumns.price'),
      amount: t('estimates:document.lineColumns.amount'),
    };
    for (const key of Object.keys(titles) as (keyof Columns)[]) {
      cell(pen, titles[key], columns[key], styles.tableHead, y);
    }
    pen.y += HEADER_HEIGHT;
    pen.rule(colors.borderStrong, 0.75);
  };

  const rows = lines.map((line) => layoutRow(pen, line, columns));
  const titleHeight = lineHeightOf(styles.label) + 4;
  pen.ensure(titleHeight + HEADER_HEIGHT + (rows[0]?.height ?? 28));
  pen.text(t('estimates:document.details.title'), pen.left, styles.label);
  pen.y += titleHeight;
  drawHeader();
  pen.onNewPage = drawHeader;
  if (rows.length === 0) {
    pen.text(t('estimates:document.noLines'), pen.left, styles.muted, {
      y: pen.y + 9,
      width: pen.contentWidth,
      align: 'center',
    });
    pen.y += 28;
    pen.rule(colors.border, 0.5);
  }
  for (const row of rows) drawRow(pen, row, columns);
  pen.onNewPage = null;
}

type Row = {
  line: EstimateLine;
  indent: number;
  /** Every printed line of the description cell: the name's lines, then the description's. */
  texts: { text: string; style: TextStyle }[];
  height: number;
};

/** The printed name: an allowance line says so ('Tile (Allowance)'). */
function nameOf(line: EstimateLine): string {
  const name = line.name || t('estimates:document.untitledItem');
  return line.isAllowance ? t('estimates:document.allowanceName', { name }) : name;
}

function layoutRow(pen: Pen, line: EstimateLine, columns: Columns): Row {
  const indent = Math.min(line.depth, MAX_INDENT_LEVELS) * INDENT_PER_LEVEL;
  const width = columns.description.width - 2 * PAD_X - indent;
  const group = line.type === 'group';
  const nameStyle = group ? styles.groupCell : styles.cell;
  const texts = pen.wrap(nameOf(line), width, nameStyle).map((text) => ({ text, style: nameStyle }));
  if (!group && line.description?.trim()) {
    for (const text of pen.wrap(line.description.trim(), width, styles.lineDescription)) {
      texts.push({ text, style: styles.lineDescription });
    }
  }
  const height = texts.reduce((sum, t) => sum + lineHeightOf(t.style), 2 * PAD_Y);
  return { line, indent, texts, height };
}

function drawRow(pen: Pen, row: Row, columns: Columns): void {
  const { line } = row;
  const group = line.type === 'group';
  if (row.height <= pen.pageHeight - HEADER_HEIGHT) pen.ensure(row.height);
  if (group) pen.fillRect(pen.left, pen.y, pen.contentWidth, row.height, colors.groupFill);
  pen.y += PAD_Y;
  const x = columns.description.x + PAD_X + row.indent;
  row.texts.forEach(({ text, style }, i) => {
    const height = lineHeightOf(style);
    pen.ensure(height + PAD_Y); // only ever breaks inside a row taller than a page
    pen.text(text, x, style);
    if (i === 0) {
      const figureStyle = group ? styles.groupCell : styles.cell;
      if (!group) {
        cell(pen, formatQuantity(line.quantity), columns.quantity, figureStyle);
        cell(pen, t('estimates:document.each'), columns.unit, figureStyle);
        cell(pen, formatMoney(line.unitPrice), columns.price, figureStyle);
      }
      cell(pen, formatMoney(line.amount), columns.amount, figureStyle);
    }
    pen.y += height;
  });
  pen.y += PAD_Y;
  pen.rule(colors.border, 0.5);
}

function cell(pen: Pen, text: string, column: Column, style: TextStyle, y = pen.y): void {
  pen.text(text, column.x + PAD_X, style, { y, width: column.width - 2 * PAD_X, align: column.align });
}
