import type { DocumentItem } from '#domain/contracts/documents';

/** Whether the browser can show the document in the page: images and PDF. */
export const canPreview = (doc: Pick<DocumentItem, 'fileType'>) =>
  !!doc.fileType && (doc.fileType.startsWith('image/') || doc.fileType === 'application/pdf');
