import '#domain/messages/load/documents';
import { t } from '#web/lib/i18n';

const knownTypes: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  // visible-texts: a file format's name
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'text/csv': 'CSV',
};

/** A short, readable document type: 'application/pdf' reads as PDF; unknown types as Image or File. */
export function fileTypeLabel(fileType: string | null | undefined): string {
  const type = fileType?.trim().toLowerCase();
  if (!type) return t('documents:fileTypes.file');
  if (type === 'text/plain') return t('documents:fileTypes.text');
  const known = knownTypes[type];
  if (known) return known;
  // A bare extension ('pdf', 'docx') reads as itself.
  if (!type.includes('/'))
    return /^[a-z0-9]{1,5}$/.test(type) ? type.toUpperCase() : t('documents:fileTypes.file');
  return type.startsWith('image/') ? t('documents:fileTypes.image') : t('documents:fileTypes.file');
}
