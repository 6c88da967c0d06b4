import '#domain/messages/load/documents';
import { lazyText } from './messages/i18n';

// The rules of an upload (documents, receipts, the company logo), apart from the documents contract and its
// schemas: the browser checks a chosen file with them on screens that carry no form library.

/** The largest upload, 10 MB (docs/product.md#documents); a larger one answers 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What may be uploaded, as found in the file's own bytes (not its name or the browser's word for it). */
export const uploadTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
} as const;
export type UploadType = keyof typeof uploadTypes;
/** What a file's name may end in for each upload type: heif is HEIC's other name, jpeg JPEG's. */
const uploadExtensions = [...Object.values(uploadTypes), 'jpeg', 'heif'];

/**
 * Whether a chosen file looks like one the server takes, before any byte is sent: the browser's type for it, or
 * its extension when the browser names no type (HEIC photos on most desktops). The server still checks the
 * bytes themselves; this only spares a save and an upload that would be refused.
 */
export function looksLikeUpload(file: { type: string; name: string }): boolean {
  if (file.type) return file.type in uploadTypes || file.type === 'image/heif';
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  return extension !== undefined && uploadExtensions.includes(extension);
}
export const UNSUPPORTED_FILE = lazyText('documents:unsupportedFile');
export const FILE_TOO_LARGE = lazyText('documents:fileTooLarge');
