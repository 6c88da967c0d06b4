import { inflateSync } from 'node:zlib';
import { SIGNATURE_PREFIX, signatureImageProblem } from '#domain/contracts/signatures';
import { t } from '#domain/messages/all';
import { fieldError } from '../../http/errors';

/** Bytes per pixel of each PNG colour type (at 8 bits per sample). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

type Png = { width: number; height: number; colourType: number; bitDepth: number; data: Buffer };

/** The PNG's header and its image data inflated (still filtered), or null when it is not a PNG we can read. */
function readPng(bytes: Buffer): Png | null {
  let offset = 8;
  let header: Omit<Png, 'data'> | null = null;
  const idat: Buffer[] = [];
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IHDR' && length >= 13) {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8]!,
        colourType: body[9]!,
      };
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || idat.length === 0) return null;
  try {
    return { ...header, data: inflateSync(Buffer.concat(idat), { maxOutputLength: 64 * 1024 * 1024 }) };
  } catch {
    return null;
  }
}

/**
 * True when no pixel was drawn. A signature pad's canvas starts fully transparent (every byte 0), and PNG's row
 * filters turn zeros into zeros, so an empty pad is image data of zeros after each row's filter byte. Only the
 * pad's kind of image (8-bit RGBA) is read this way; any other PNG counts as drawn unless it is all zeros.
 */
function isBlank(png: Png): boolean {
  const channels = CHANNELS[png.colourType];
  if (channels === undefined || png.bitDepth !== 8) return png.data.every((byte) => byte === 0);
  const rowLength = png.width * channels + 1;
  for (let row = 0; row < png.height; row++) {
    const start = row * rowLength + 1;
    const end = Math.min(start + rowLength - 1, png.data.length);
    for (let i = start; i < end; i++) if (png.data[i] !== 0) return false;
  }
  return true;
}

/**
 * The PNG bytes of a signature the contract let through (signatureBody), refused with the field's message when
 * they are not a readable PNG or nothing was drawn.
 */
export function signaturePng(dataUrl: string): Buffer {
  const problem = signatureImageProblem(dataUrl);
  if (problem) throw fieldError('signature', problem);
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  const png = readPng(bytes);
  if (!png || png.width === 0 || png.height === 0)
    throw fieldError('signature', t('signatures:messages.signatureFormat'));
  if (isBlank(png)) throw fieldError('signature', t('signatures:messages.signatureBlank'));
  return bytes;
}
