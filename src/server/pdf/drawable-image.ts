/**
 * Whether pdfkit can draw an image without failing. pdfkit decodes a PNG's pixels (alpha channel, transparency,
 * interlacing) in a zlib callback that throws on bad data, outside any try/catch: the error would end the process,
 * and the PDF would never finish. So a PNG is decoded here first, synchronously and within a size limit, the way
 * its decoder (png-js) reads it; an image that fails is left out of the document, and refused as a logo.
 */
import { inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Decoded pixels at most (a 4096 x 4096 RGBA image): a small file may inflate to gigabytes otherwise. */
const MAX_PIXEL_BYTES = 64 * 1024 * 1024;
/** Colour channels of each PNG colour type (grey, RGB, palette, grey + alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column and row, and their steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

type Header = { width: number; height: number; bits: number; colorType: number; interlaced: boolean };

/** The PNG's header and its image data (the IDAT chunks joined), or null when the chunks are broken. */
function readChunks(bytes: Buffer): { header: Header; data: Buffer } | null {
  let header: Header | null = null;
  const data: Buffer[] = [];
  let at = PNG_SIGNATURE.length;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const start = at + 8;
    if (start + length > bytes.length) return null;
    const body = bytes.subarray(start, start + length);
    if (type === 'IHDR' && length >= 13) {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: body[8]!,
        colorType: body[9]!,
        interlaced: body[12] === 1,
      };
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    at = start + length + 4; // the chunk's CRC
  }
  return header ? { header, data: Buffer.concat(data) } : null;
}

/** A PNG's pixel data decodes as png-js reads it: it inflates, and every row's filter is one PNG defines. */
function pngDecodes(bytes: Buffer): boolean {
  const png = readChunks(bytes);
  if (!png) return false;
  const { width, height, bits, colorType, interlaced } = png.header;
  const channels = CHANNELS[colorType];
  if (!channels || width === 0 || height === 0 || ![1, 2, 4, 8, 16].includes(bits)) return false;
  const pixelBytes = (bits * channels) / 8;
  if (width * height * Math.max(pixelBytes, 1) > MAX_PIXEL_BYTES) return false;
  let data: Buffer;
  try {
    data = inflateSync(png.data, { maxOutputLength: MAX_PIXEL_BYTES + height * 8 });
  } catch {
    return false;
  }
  let pos = 0;
  for (const [x0, y0, dx, dy] of interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    const rowBytes = Math.ceil(pixelBytes * w);
    for (let row = 0; row < h && pos < data.length; row++) {
      if (data[pos]! > 4) return false;
      pos += 1 + rowBytes;
    }
  }
  return true;
}

/** True for bytes that are not a PNG (pdfkit reads a JPEG synchronously; callers catch what it throws). */
export function isDrawableImage(bytes: Buffer): boolean {
  return !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || pngDecodes(bytes);
}
