import type { ComponentProps } from 'react';
import {
  FILE_TOO_LARGE,
  looksLikeUpload,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_FILE,
  uploadTypes,
} from '#domain/uploads';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** The types the server accepts (images and PDF), for the file chooser's filter. */
export const UPLOAD_ACCEPT = Object.keys(uploadTypes).join(',');

/** Said before sending 10 MB for nothing; the server checks again (413). */
export const uploadSizeError = (file: File | null) =>
  file && file.size > MAX_UPLOAD_BYTES ? FILE_TOO_LARGE() : undefined;

/**
 * What the server would refuse, said when the file is chosen: a type it does not take (415), or too large (413).
 * The server checks both again, the type from the file's own bytes.
 */
export const uploadFileError = (file: File | null) =>
  file && !looksLikeUpload(file) ? UNSUPPORTED_FILE() : uploadSizeError(file);

type FileInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  onChoose: (file: File | null) => void;
};

/** The one file chooser of uploads (documents, receipts): images and PDF unless `accept` says otherwise. */
export function FileInput({ className, accept = UPLOAD_ACCEPT, onChoose, ...props }: FileInputProps) {
  return (
    <Input
      {...props}
      type="file"
      accept={accept}
      className={cn('h-auto py-1.5', className)}
      onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
    />
  );
}
