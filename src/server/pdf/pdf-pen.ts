/**
 * A thin layer over pdfkit for documents laid out line by line: it keeps the vertical position, breaks pages
 * before a block that would not fit (calling back so a table can repeat its header), wraps text itself and
 * draws every line with pdfkit's fast unwrapped path. Doing the wrapping here, rather than in pdfkit's own
 * flowing text, lets a caller measure a block before drawing it, so rows never straddle a page break or run into
 * the footer, and it keeps thousands of table rows fast.
 */
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

export type TextStyle = {
  font: FontName;
  size: number;
  color: string;
  /** Distance between baselines; 1.3 x size when not given. */
  lineHeight?: number;
  characterSpacing?: number;
};

export const lineHeightOf = (style: TextStyle) => style.lineHeight ?? style.size * 1.3;

/** Characters (besides Latin-1) that the standard fonts' WinAnsi encoding has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isPrintable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Text the standard PDF fonts can show: accents outside Latin-1 lose their accent (ł stays '?', ő becomes o),
 * other characters become '?', tabs and control characters become spaces; line breaks are kept as '\n'.
 * pdfkit would otherwise write broken strings for characters beyond WinAnsi.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (ch === '\n' || isPrintable(ch)) out += ch;
    else if ((ch.codePointAt(0) ?? 0) < 0xa0) out += ' ';
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(isPrintable) ? base : '?';
    }
  }
  return out;
}

export class Pen {
  /** Top of the next thing to draw on the current page. */
  y: number;
  /** Called after every page break this pen makes (e.g. to repeat a table header); may draw and move y. */
  onNewPage: (() => void) | null = null;

  constructor(readonly pdf: PDFKit.PDFDocument) {
    this.y = pdf.page.margins.top;
  }

  get left(): number {
    return this.pdf.page.margins.left;
  }
  get right(): number {
    return this.pdf.page.width - this.pdf.page.margins.right;
  }
  get contentWidth(): number {
    return this.right - this.left;
  }
  /** The lowest y content may reach; the footer lives below it. */
  get bottom(): number {
    return this.pdf.page.height - this.pdf.page.margins.bottom;
  }
  /** Height available on an empty page (below the top margin). */
  get pageHeight(): number {
    return this.bottom - this.pdf.page.margins.top;
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = this.pdf.page.margins.top;
    this.onNewPage?.();
  }

  /** Breaks the page unless `height` more fits on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  use(style: TextStyle): this {
    this.pdf.font(style.font).fontSize(style.size).fillColor(style.color);
    return this;
  }

  widthOf(text: string, style: TextStyle): number {
    this.use(style);
    return this.pdf.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** The lines `text` takes in `width` (words kept whole unless one alone is wider than the line). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    this.use(style);
    const measure = (s: string) =>
      this.pdf.widthOfString(s, { characterSpacing: style.characterSpacing ?? 0 });
    const lines: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      if (measure(paragraph) <= width) {
        lines.push(paragraph.trimEnd());
        continue;
      }
      const space = measure(' ');
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        if (word === '') continue;
        let rest = word;
        let restWidth = measure(rest);
        const joined = line === '' ? restWidth : lineWidth + space + restWidth;
        if (joined <= width) {
          line = line === '' ? rest : `${line} ${rest}`;
          lineWidth = joined;
          continue;
        }
        if (line !== '') lines.push(line);
        // A word longer than a whole line is cut where the line is full.
        while (restWidth > width) {
          let n = Math.max(1, Math.floor((rest.length * width) / restWidth));
          while (n > 1 && measure(rest.slice(0, n)) > width) n--;
          while (n < rest.length && measure(rest.slice(0, n + 1)) <= width) n++;
          lines.push(rest.slice(0, n));
          rest = rest.slice(n);
          restWidth = measure(rest);
        }
        line = rest;
        lineWidth = restWidth;
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * One line of text with its top at `y` (default the pen's y), aligned within [x, x + width]; never wraps and
   * never breaks the page. The caller has measured it.
   */
  text(
    text: string,
    x: number,
    style: TextStyle,
    options: { y?: number; width?: number; align?: 'left' | 'right' | 'center' } = {},
  ): void {
    const line = printable(text).replace(/\n/g, ' ');
    const { align = 'left', width = 0 } = options;
    let at = x;
    if (align !== 'left') {
      const free = width - this.widthOf(line, style);
      at = align === 'right' ? x + free : x + free / 2;
    } else {
      this.use(style);
    }
    this.pdf.text(line, at, options.y ?? this.y, {
      lineBreak: false,
      characterSpacing: style.characterSpacing ?? 0,
    });
  }

  /** Wrapped text at the pen's y, breaking pages between lines as needed; moves y below it. */
  paragraph(text: string, x: number, width: number, style: TextStyle): void {
    const lineHeight = lineHeightOf(style);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(lineHeight);
      this.text(line, x, style);
      this.y += lineHeight;
    }
  }

  /** A horizontal rule at the pen's y. */
  rule(color: string, width = 0.75, from = this.left, to = this.right): void {
    this.pdf
      .save()
      .moveTo(from, this.y)
      .lineTo(to, this.y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.pdf.save().rect(x, y, width, height).fillColor(color).fill().restore();
  }
}
