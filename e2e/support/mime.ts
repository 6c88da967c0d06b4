/**
 * A small MIME reader for the browser tests' mailbox: enough of RFC 2045-2047 to read what nodemailer sends
 * (single part or multipart, 7bit/8bit, quoted-printable or base64 bodies, encoded-word headers).
 * mailparser does not install here; this is not a general-purpose parser.
 *
 * Messages are handled as "binary strings" (one char per byte, latin1) until a part's charset is known.
 */

export type ParsedMessage = {
  /** Header names in lower case; repeated headers keep the last value. Encoded words are decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The first text/plain part that is not an attachment ('' when none). */
  text: string;
  /** The first text/html part that is not an attachment, if any. */
  html: string | undefined;
};

type Part = { headers: Record<string, string>; body: string };

/** Splits a part into unfolded headers and body (binary strings). */
function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** `text/plain; charset="utf-8"` -> { value: 'text/plain', params: { charset: 'utf-8' } }. */
export function parseHeaderValue(value: string): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    const name = param.slice(0, eq).trim().toLowerCase();
    params[name] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { value: first.trim().toLowerCase(), params };
}

const bytesOf = (binary: string) => Buffer.from(binary, 'latin1');

/** Bytes to text in the given charset (utf-8 when unknown). */
function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Quoted-printable (RFC 2045 6.7) to bytes: soft line breaks vanish, =XX becomes the byte XX. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** A body's bytes after its Content-Transfer-Encoding (7bit, 8bit and binary pass through). */
export function decodeTransferEncoding(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').trim().toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    default:
      return bytesOf(body);
  }
}

/** RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`) in a header; the space between two goes. */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(word, (_, charset, kind, text) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return decodeCharset(bytes, charset.replace(/\*.*$/, ''));
    });
}

/** Header values arrive as binary strings: 8-bit UTF-8 in them becomes text, then encoded words are decoded. */
const headerText = (value: string) => decodeEncodedWords(decodeCharset(bytesOf(value)));

/** The decoded text parts of a (possibly multipart) part, depth first. */
function collectTexts(part: Part, found: { text?: string; html?: string }): void {
  const type = parseHeaderValue(part.headers['content-type'] ?? 'text/plain');
  const disposition = parseHeaderValue(part.headers['content-disposition'] ?? 'inline').value;
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.boundary;
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const sections = part.body.split(delimiter).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectTexts(splitPart(section.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n$/, '')), found);
    }
    return;
  }
  if (disposition === 'attachment') return;
  const decode = () =>
    decodeCharset(
      decodeTransferEncoding(part.body, part.headers['content-transfer-encoding']),
      type.params.charset,
    );
  if (type.value === 'text/plain' && found.text === undefined) found.text = decode();
  if (type.value === 'text/html' && found.html === undefined) found.html = decode();
}

/** Reads a raw RFC 5322 message (as received by the SMTP server) into headers, subject, text and html. */
export function parseMessage(raw: Buffer | string): ParsedMessage {
  const binary =
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');
  const split = splitPart(binary);
  // The line break that ends the message belongs to the transport (SMTP's end of data), not to the text.
  const top = { ...split, body: split.body.replace(/\r?\n$/, '') };
  const headers = Object.fromEntries(
    Object.entries(top.headers).map(([name, value]) => [name, headerText(value)]),
  );
  const found: { text?: string; html?: string } = {};
  collectTexts(top, found);
  return { headers, subject: headers.subject ?? '', text: found.text ?? '', html: found.html };
}

/** The http(s) links of a mail, in order and without repeats: from the text, then from the html's hrefs. */
export function extractLinks(text: string, html?: string): string[] {
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, ''));
  if (html) {
    for (const m of html.matchAll(/href\s*=\s*"(https?:\/\/[^"]+)"/gi))
      links.push(m[1]!.replace(/&amp;/g, '&'));
  }
  return [...new Set(links)];
}
