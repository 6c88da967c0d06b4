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
    // A field of the form, or one inside it ('lines.2.amount': a list's row).
    const field = fields.find((name) => name === fieldError.path || fieldError.path.startsWith(`${name}.`));
    if (field) setError(fieldError.path as Path<T>, { type: 'server', message: fieldError.message });
  }
}
