import { describe, expect, it } from 'vitest';
import { looksLikeUpload, uploadTypes } from './uploads';

describe('looksLikeUpload', () => {
  it('takes every type the server takes, by the browser’s word for it', () => {
    for (const type of Object.keys(uploadTypes)) expect(looksLikeUpload({ type, name: 'x' })).toBe(true);
    expect(looksLikeUpload({ type: 'image/heif', name: 'x' })).toBe(true);
  });

  it('refuses other types, whatever the name says', () => {
    expect(looksLikeUpload({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
    expect(looksLikeUpload({ type: 'image/svg+xml', name: 'logo.svg' })).toBe(false);
    expect(looksLikeUpload({ type: 'application/zip', name: 'receipt.pdf' })).toBe(false);
  });

  it('reads the extension when the browser names no type (HEIC on most desktops)', () => {
    expect(looksLikeUpload({ type: '', name: 'IMG_0042.HEIC' })).toBe(true);
    expect(looksLikeUpload({ type: '', name: 'scan.jpeg' })).toBe(true);
    expect(looksLikeUpload({ type: '', name: 'notes.txt' })).toBe(false);
    expect(looksLikeUpload({ type: '', name: 'pdf' })).toBe(false);
  });
});
