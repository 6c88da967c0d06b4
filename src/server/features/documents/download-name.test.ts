import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it("adds the stored file's extension to a given name that lacks it", () => {
    expect(downloadName('Signed contract - Gonzalez', 'contract.pdf', 'application/pdf')).toBe(
      'Signed contract - Gonzalez.pdf',
    );
    // The original's own spelling of the type's extension is kept.
    expect(downloadName('Site photo', 'IMG_0042.JPEG', 'image/jpeg')).toBe('Site photo.JPEG');
    // An original without one (or with another type's) gets the type's own.
    expect(downloadName('Site photo', 'IMG_0042', 'image/jpeg')).toBe('Site photo.jpg');
    expect(downloadName('Plan v2.1', 'plan.bin', 'application/pdf')).toBe('Plan v2.1.pdf');
  });

  it('leaves a name that already ends in one of the extensions of its type', () => {
    expect(downloadName('Signed contract.PDF', 'contract.pdf', 'application/pdf')).toBe(
      'Signed contract.PDF',
    );
    expect(downloadName('Deck.jpeg', 'deck.jpg', 'image/jpeg')).toBe('Deck.jpeg');
    // A document whose file is gone keeps its name (the download answers 404 anyway).
    expect(downloadName('Lost file', null, null)).toBe('Lost file');
  });
});
