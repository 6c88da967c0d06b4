import { z } from 'zod';

/** A record id in a path or body. */
export const idSchema = z.coerce.number().int().positive();

/** A date-only value 'YYYY-MM-DD' (never shifted across time zones); empty means none. */
export const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Invalid date');

export const optionalDate = z
  .union([dateOnly, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : v === undefined ? undefined : null));

/** Optional free text: trimmed, empty becomes null, absent stays absent (so PATCH leaves it alone). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** A non-negative amount of dollars with at most 2 decimals, accepted as number or string, kept as a string. */
export const moneyInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'Enter an amount in dollars with at most 2 decimals');

export const pageQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
