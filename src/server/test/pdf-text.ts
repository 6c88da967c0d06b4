/**
 * The visible text of a PDF made by pdfkit, for assertions in unit and browser tests
 * (`expect(pdfText(buffer)).toContain('$12,345.67')`). It reads every content stream (inflating FlateDecode
 * with node:zlib) and decodes the strings shown by Tj, TJ, ' and ". Each text object (BT ... ET) and each line
 * move inside one becomes a line of the result. Enough for pdfkit's output with its standard fonts (WinAnsi
 * bytes); not a general PDF parser. No test-runner imports, so e2e specs can use it too.
 */
import { inflateSync } from 'node:zlib';

/**
 * WinAnsi (Windows-1252) bytes 0x80-0x9F; the rest are Latin-1. Written out because Node's TextDecoder drops
 * these bytes when it is built without full ICU data.
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Every line of text the PDF shows, in drawing order, joined with newlines. */
export function pdfText(buffer: Buffer): string {
  const lines: string[] = [];
  for (const content of contentStreams(buffer)) lines.push(...textLines(content));
  return lines.join('\n');
}

/** The document's Title (its metadata, shown as the window title by PDF viewers), or null. */
export function pdfTitle(buffer: Buffer): string | null {
  const source = buffer.toString('latin1');
  const entry = /\/Title\s*(?:(\d+)\s+(\d+)\s+R)?/.exec(source);
  if (!entry) return null;
  let at = entry.index + entry[0].length;
  if (entry[1] !== undefined) {
    const object = new RegExp(`(^|\\s)${entry[1]}\\s+${entry[2]}\\s+obj`).exec(source);
    if (!object) return null;
    at = object.index + object[0].length;
  }
  const token = new Tokenizer(buffer.subarray(at)).next();
  return token?.kind === 'operand' && typeof token.value === 'string' ? token.value : null;
}

/** The decoded bytes of each stream that can hold page content (images, fonts and metadata are skipped). */
function contentStreams(buffer: Buffer): Buffer[] {
  const source = buffer.toString('latin1');
  const streams: Buffer[] = [];
  const keyword = /\bstream(\r\n|\n|\r)/g;
  for (let match = keyword.exec(source); match; match = keyword.exec(source)) {
    const dataStart = match.index + match[0].length;
    const objStart = source.lastIndexOf(' obj', match.index);
    const dict = source.slice(objStart === -1 ? 0 : objStart, match.index);
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = direct ? dataStart + Number(direct[1]) : source.indexOf('endstream', dataStart);
    if (end < dataStart) continue;
    keyword.lastIndex = end;
    if (/\/Subtype|\/Type\s*\/(XRef|ObjStm|Metadata)/.test(dict)) continue;
    const raw = buffer.subarray(dataStart, end);
    if (!/\/FlateDecode/.test(dict)) {
      streams.push(raw);
      continue;
    }
    try {
      streams.push(inflateSync(raw));
    } catch {
      // Not deflated data after all (or truncated): it cannot hold readable text.
    }
  }
  return streams;
}

type Operand = string | number | Operand[] | { name: string };

/** Runs through one content stream and collects the strings of its text operators, line by line. */
function textLines(content: Buffer): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim() !== '') lines.push(current.trim());
    current = '';
  };
  const stack: Operand[][] = [[]];
  const operands = () => stack[stack.length - 1]!;
  const tokens = new Tokenizer(content);
  for (let token = tokens.next(); token !== null; token = tokens.next()) {
    if (token.kind === 'operand') {
      operands().push(token.value);
    } else if (token.kind === 'arrayStart') {
      stack.push([]);
    } else if (token.kind === 'arrayEnd') {
      const array = stack.length > 1 ? stack.pop()! : [];
      operands().push(array);
    } else {
      const args = operands();
      const last = args[args.length - 1];
      switch (token.value) {
        case 'Tj':
        case "'":
        case '"':
          if (token.value !== 'Tj') flush();
          if (typeof last === 'string') current += last;
          break;
        case 'TJ':
          if (Array.isArray(last)) current += shownText(last);
          break;
        case 'BT':
        case 'ET':
        case 'Td':
        case 'TD':
        case 'T*':
        case 'Tm':
          flush();
          break;
      }
      stack.length = 1;
      stack[0] = [];
    }
  }
  flush();
  return lines;
}

/** A TJ array: its strings in order; a wide negative adjustment (a gap of a word space or more) is a space. */
function shownText(parts: Operand[]): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if (typeof part === 'number' && part < -200) text += ' ';
  }
  return text;
}

type Token =
  | { kind: 'operand'; value: Operand }
  | { kind: 'arrayStart' }
  | { kind: 'arrayEnd' }
  | { kind: 'operator'; value: string };

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0;
const isDelimiter = (c: number) => '()<>[]{}/%'.includes(String.fromCharCode(c));

/** The tokens of a content stream: strings (decoded), numbers, names, array brackets and operators. */
class Tokenizer {
  private pos = 0;
  constructor(private readonly data: Buffer) {}

  next(): Token | null {
    const { data } = this;
    while (this.pos < data.length) {
      const c = data[this.pos]!;
      if (isWhite(c)) {
        this.pos++;
      } else if (c === 0x25 /* % */) {
        while (this.pos < data.length && data[this.pos] !== 0x0a && data[this.pos] !== 0x0d) this.pos++;
      } else if (c === 0x28 /* ( */) {
        return { kind: 'operand', value: this.literal() };
      } else if (c === 0x3c /* < */ && data[this.pos + 1] === 0x3c) {
        this.pos += 2; // an inline dictionary's start: its entries are read as plain operands
      } else if (c === 0x3e /* > */ && data[this.pos + 1] === 0x3e) {
        this.pos += 2;
      } else if (c === 0x3c) {
        return { kind: 'operand', value: this.hex() };
      } else if (c === 0x5b /* [ */) {
        this.pos++;
        return { kind: 'arrayStart' };
      } else if (c === 0x5d /* ] */) {
        this.pos++;
        return { kind: 'arrayEnd' };
      } else if (c === 0x2f /* / */) {
        this.pos++;
        return { kind: 'operand', value: { name: this.word() } };
      } else {
        const word = this.word() || String.fromCharCode(data[this.pos++]!);
        if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'operand', value: Number(word) };
        if (word === 'BI') this.skipInlineImage();
        return { kind: 'operator', value: word };
      }
    }
    return null;
  }

  private word(): string {
    const start = this.pos;
    while (this.pos < this.data.length) {
      const c = this.data[this.pos]!;
      if (isWhite(c) || isDelimiter(c)) break;
      this.pos++;
    }
    return this.data.toString('latin1', start, this.pos);
  }

  /** `(...)` with balanced parentheses and the escapes of the PDF syntax. */
  private literal(): string {
    const { data } = this;
    const bytes: number[] = [];
    let depth = 0;
    this.pos++; // (
    while (this.pos < data.length) {
      const c = data[this.pos++]!;
      if (c === 0x5c /* \ */) {
        const e = data[this.pos++];
        if (e === undefined) break;
        const simple: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
        if (simple[e] !== undefined) bytes.push(simple[e]);
        else if (e >= 0x30 && e <= 0x37) {
          let octal = String.fromCharCode(e);
          while (octal.length < 3 && data[this.pos]! >= 0x30 && data[this.pos]! <= 0x37) {
            octal += String.fromCharCode(data[this.pos++]!);
          }
          bytes.push(Number.parseInt(octal, 8) & 0xff);
        } else if (e === 0x0d) {
          if (data[this.pos] === 0x0a) this.pos++; // a line continuation
        } else if (e !== 0x0a) bytes.push(e); // \( \) \\ and any other character stand for themselves
      } else if (c === 0x28) {
        depth++;
        bytes.push(c);
      } else if (c === 0x29 /* ) */) {
        if (depth === 0) break;
        depth--;
        bytes.push(c);
      } else {
        bytes.push(c);
      }
    }
    return decodeBytes(Uint8Array.from(bytes));
  }

  /** `<48656c6c6f>`: hex digits, white space ignored, an odd last digit padded with 0. */
  private hex(): string {
    const end = this.data.indexOf(0x3e, this.pos);
    const close = end === -1 ? this.data.length : end;
    let digits = this.data.toString('latin1', this.pos + 1, close).replace(/[^0-9a-fA-F]/g, '');
    this.pos = close + 1;
    if (digits.length % 2 === 1) digits += '0';
    return decodeBytes(Uint8Array.from(Buffer.from(digits, 'hex')));
  }

  private skipInlineImage(): void {
    const end = this.data.indexOf('EI', this.pos, 'latin1');
    this.pos = end === -1 ? this.data.length : end + 2;
  }
}

/** pdfkit's standard fonts show WinAnsi bytes; a UTF-16 string (with its byte-order mark) is decoded as such. */
function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}
