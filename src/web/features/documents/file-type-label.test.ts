import { describe, expect, it } from 'vitest';
import { fileTypeLabel } from './file-type-label';

describe('fileTypeLabel', () => {
  it('names common types', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('image/JPEG')).toBe('JPEG');
    expect(fileTypeLabel('pdf')).toBe('PDF');
  });

  it('falls back to Image or File', () => {
    expect(fileTypeLabel('image/x-icon')).toBe('Image');
    expect(fileTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'File',
    );
    expect(fileTypeLabel(null)).toBe('File');
    expect(fileTypeLabel('')).toBe('File');
  });
});
