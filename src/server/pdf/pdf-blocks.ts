/**
 * Layout pieces the estimate and invoice PDFs share: titled sections, right-aligned 'Label: value' facts,
 * line clipping and the 'Page x of y' footers.
 */
import { formatMoney } from '#domain/format';
import { PAGE_MARGIN } from './pdf-document';
import { lineHeightOf, type Pen } from './pdf-pen';
import { colors, styles } from './pdf-styles';

/** At most `max` lines; the last one kept ends with an ellipsis when some were dropped. */
export function clipLines(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/.$/, '')}…`;
  return kept;
}

/** A titled block; the title never stays alone at the foot of a page. */
export function drawSection(pen: Pen, title: string, body: () => void): void {
  pen.ensure(lineHeightOf(styles.label) + 6 + 2 * lineHeightOf(styles.body));
  pen.text(title, pen.left, styles.label);
  pen.y += lineHeightOf(styles.label) + 4;
  body();
  pen.y += 16;
}

/** 'Label: value' right-aligned in its column; a long value wraps under itself. Returns the next y. */
export function drawFact(
  pen: Pen,
  label: string,
  value: string,
  x: number,
  width: number,
  y: number,
): number {
  const labelText = `${label}:`;
  const labelWidth = pen.widthOf(labelText, styles.muted);
  const valueWidth = width - labelWidth - 6;
  const lines = clipLines(pen.wrap(value, valueWidth, styles.strong), 3);
  const first = pen.widthOf(lines[0] ?? '', styles.strong);
  pen.text(labelText, pen.right - first - 6 - labelWidth, styles.muted, { y });
  for (const line of lines) {
    pen.text(line, x, styles.strong, { y, width, align: 'right' });
    y += lineHeightOf(styles.strong);
  }
  return y;
}

/** `label` (e.g. 'Estimate #42-2026') on the left and 'Page x of y' on the right of every page. */
export function drawPageFooters(pen: Pen, label: string): void {
  const { pdf } = pen;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const y = pdf.page.height - PAGE_MARGIN + 4;
    pen.y = y - 8;
    pen.rule(colors.border, 0.5);
    pen.text(label, pen.left, styles.caption, { y });
    pen.text(`Page ${i - range.start + 1} of ${range.count}`, pen.left, styles.caption, {
      y,
      width: pen.contentWidth,
      align: 'right',
    });
  }
}

/**
 * A rotated, semi-transparent stamp (APPROVED, PAID) on the first page, centred at `y` and at `x` (default: near
 * the right margin).
 */
export function drawStamp(pen: Pen, text: string, color: string, y: number, x?: number): void {
  const { pdf } = pen;
  pdf.switchToPage(pdf.bufferedPageRange().start);
  const size = 38;
  pdf.font('Helvetica-Bold').fontSize(size);
  const textWidth = pdf.widthOfString(text, { characterSpacing: 3 });
  const width = textWidth + 36;
  const height = size + 18;
  const cx = x ?? pen.right - width / 2 - 20;
  pdf.save();
  pdf.rotate(-14, { origin: [cx, y] });
  pdf.opacity(0.5);
  pdf
    .roundedRect(cx - width / 2, y - height / 2, width, height, 8)
    .lineWidth(4)
    .strokeColor(color)
    .stroke();
  pdf
    .fillColor(color)
    .text(text, cx - textWidth / 2, y - size * 0.36, { lineBreak: false, characterSpacing: 3 });
  pdf.restore();
}

/**
 * The figures under a line table, right-aligned: `rows` (e.g. Subtotal, Tax) in plain type, then a rule and the
 * bold last line (TOTAL, AMOUNT DUE). Amounts are the exact decimal strings, formatted as dollars.
 */
export function drawTotals(
  pen: Pen,
  rows: readonly (readonly [string, string])[],
  last: readonly [string, string],
) {
  const width = 230;
  const x = pen.right - width;
  const row = lineHeightOf(styles.body) + 3;
  pen.ensure(rows.length * row + 34);
  pen.y += 10;
  for (const [label, value] of rows) {
    pen.text(label, x, styles.muted);
    pen.text(formatMoney(value), x, styles.body, { width, align: 'right' });
    pen.y += row;
  }
  pen.y += 3;
  pen.rule(colors.ink, 1, x, pen.right);
  pen.y += 7;
  pen.text(last[0], x, styles.total);
  pen.text(formatMoney(last[1]), x, styles.total, { width, align: 'right' });
  pen.y += lineHeightOf(styles.total) + 22;
}
