const knownTypes: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'text/plain': 'Text',
  'text/csv': 'CSV',
};

/** A short, readable document type: 'application/pdf' reads as PDF; unknown types as Image or File. */
export function fileTypeLabel(fileType: string | null | undefined): string {
  const type = fileType?.trim().toLowerCase();
  if (!type) return 'File';
  const known = knownTypes[type];
  if (known) return known;
  // A bare extension ('pdf', 'docx') reads as itself.
  if (!type.includes('/')) return /^[a-z0-9]{1,5}$/.test(type) ? type.toUpperCase() : 'File';
  return type.startsWith('image/') ? 'Image' : 'File';
}
