import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngBytes, rgbaPng } from '../test/multipart';
import { isDrawableImage } from './drawable-image';

/** Rows of 2 x 2 RGBA pixels, each row led by the given filter byte. */
const rows = (filter: number) =>
  Buffer.concat([0, 1].map(() => Buffer.from([filter, ...new Array(8).fill(200)])));

describe('isDrawableImage', () => {
  it('takes PNGs whose pixels decode, and anything that is not a PNG', () => {
    expect(isDrawableImage(pngBytes)).toBe(true);
    expect(isDrawableImage(rgbaPng(2, 2, deflateSync(rows(1))))).toBe(true);
    expect(isDrawableImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
  });

  it('refuses a PNG pdfkit would fail to decode (which would end the process)', () => {
    expect(isDrawableImage(rgbaPng(2, 2, Buffer.from('not zlib data')))).toBe(false);
    expect(isDrawableImage(rgbaPng(2, 2, deflateSync(rows(9))))).toBe(false);
    expect(isDrawableImage(Buffer.from('\x89PNG\r\n\x1a\nbroken', 'latin1'))).toBe(false);
  });

  it('refuses a PNG whose pixels would take more memory than a logo needs', () => {
    expect(isDrawableImage(rgbaPng(30_000, 30_000, deflateSync(rows(0))))).toBe(false);
  });
});
