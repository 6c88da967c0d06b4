import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the server's field errors (`errors: [{ path, message }]`) under the matching fields, so a 400 reads
 * like client-side validation and what the user typed stays in place.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (field) setError(field, { type: 'server', message: fieldError.message });
  }
}
