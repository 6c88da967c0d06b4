import type { z } from 'zod';

/**
 * What a contract says about an input, in the shape of a zod-free check (`checkLogin`, `checkNewPassword`): its
 * parsed values, or the first message of each field. The checks' tests hold them to their contracts with it.
 */
export function contractVerdict<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { values: T | undefined; errors: Record<string, string> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { values: undefined, errors };
}
