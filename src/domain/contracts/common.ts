import { z } from 'zod';
import './messages';
import { lazyText, readText, say, type TextArg, t } from '../messages/i18n';
import { typedAsText } from './form-values';

/**
 * The shared contracts every request schema is built from, so that what the database cannot hold is refused
 * at the door with a sentence (docs/architecture.md, "Contracts"). Besides these, the server's validator
 * refuses the NUL character in every string of every request (http/validation.ts).
 */

/** Largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;
/** The dates the product accepts: the database holds far more, people mean these. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2999-12-31';
export const INVALID_DATE = lazyText('validation:invalidDate');

/**
 * Any value, typed as T for the forms, for a transform that checks it and says what is wrong itself. (A zod union
 * would not do: form resolvers show the message of the union's first branch, which knows nothing of the field.)
 */
const anyInput = <T>() => z.custom<T>(() => true);

/**
 * A record id: a whole number from 1 to MAX_ID, as a JSON number or a string of decimal digits (a path or a
 * query); '0x10', '1e3', ' 7' and 'abc' are refused. `message` is the field's sentence for any bad value.
 */
export function recordId(message?: TextArg) {
  return anyInput<number | string>().transform((value, ctx) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
          ? Number(value)
          : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
      // Without a message of the field's own, the shared sentences name the field ('Phase must be a valid id').
      ctx.addIssue(
        message
          ? { code: 'custom', message: readText(message) }
          : { code: 'custom', params: { must: lazyText('validation:validId') } },
      );
      return z.NEVER;
    }
    return n;
  });
}

/** A record id with the shared sentence naming the field (paths answer 404 for any bad id anyway). */
export const idSchema = recordId();

/** An optional reference to another record: an id, or null to clear it; absent leaves it alone. */
export const optionalRef = (message: TextArg) => recordId(message).nullish();

/** 'YYYY-MM-DD' naming a day that exists, from DATE_MIN to DATE_MAX ('2024-02-30' is refused). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < DATE_MIN || value > DATE_MAX) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A date-only value 'YYYY-MM-DD' (never shifted across time zones). */
export const dateOnly = z.string({ error: INVALID_DATE }).refine(isRealDate, { error: INVALID_DATE });

/** An optional date: empty or null means none, absent stays absent (so PATCH leaves it alone). */
export const optionalDate = z
  .union([dateOnly, z.literal(''), z.null()], { error: INVALID_DATE })
  .optional()
  .transform((v) => (v ? v : v === undefined ? undefined : null));

/**
 * Required text a person types: trimmed, not empty, at most `max` characters. `required` is the field's
 * sentence when it is missing or blank; the length sentence names `label`.
 */
export function requiredText(label: TextArg, max: number, required?: TextArg) {
  const missing = () =>
    required ? readText(required) : t('validation:required', { label: readText(label) });
  return z
    .string({
      error: (issue) =>
        issue.input == null ? missing() : t('validation:mustBeText', { label: readText(label) }),
    })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: () => t('validation:atMostCharacters', { label: readText(label), count: max }) });
}

/** Optional free text: trimmed, empty becomes null, absent stays absent (so PATCH leaves it alone). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

export const INVALID_WEBSITE = lazyText('validation:invalidWebsite');

/** A web address people can open: http or https with a host that has a dot ('https://supplier.com'). */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.') && !url.hostname.startsWith('.') && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
}

/** An e-mail address a form may leave blank: trimmed, '' or an address. Each caller says what blank becomes. */
export const blankOrEmail = z
  .string()
  .trim()
  .max(254, say('validation:invalidEmail'))
  .refine((v) => v === '' || z.email().safeParse(v).success, say('validation:invalidEmail'));

/** Optional website (vendors, the company profile): empty becomes null, absent stays absent, else an http(s) URL. */
export const optionalWebsite = z
  .string()
  .trim()
  .max(500, { error: INVALID_WEBSITE })
  .refine((v) => v === '' || isWebsite(v), { error: INVALID_WEBSITE })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

/** Largest amount a money column holds (numeric(12,2)). */
export const MAX_MONEY = '9999999999.99';

/**
 * A non-negative amount of dollars with at most 2 decimals, as a number or a string, kept as a string
 * ('1250.5'). Each way of being wrong has its own sentence naming `label`; `negative` replaces the sentence for
 * an amount below 0 where the product words it (an invoice's 'Amount must be greater than 0').
 */
export function money(label: TextArg, options: { negative?: TextArg } = {}) {
  // A form types it as text: its empty value is '' (form-values.ts). The mark is on the input schema, which
  // `.refine` and `.optional` of the amount keep.
  const typed = anyInput<number | string>();
  typedAsText.add(typed, {});
  return typed.transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const values = { label: readText(label), max: MAX_MONEY };
    if (value === undefined || value === null) return fail(t('validation:required', values));
    if (typeof value !== 'number' && typeof value !== 'string')
      return fail(t('validation:amountInDollars', values));
    if (typeof value === 'number' && !Number.isFinite(value)) return fail(t('validation:atMost', values));
    const text = typeof value === 'number' ? String(value) : value.trim();
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) {
      if (/^-?\d+(\.\d+)?e\+?\d+$/i.test(text)) return fail(t('validation:atMost', values));
      return fail(t('validation:amountExample', values));
    }
    const [, sign, whole = '', fraction = ''] = m;
    if (sign && /[1-9]/.test(whole + fraction))
      return fail(options.negative ? readText(options.negative) : t('validation:notNegative', values));
    if (fraction.length > 2) return fail(t('validation:twoDecimals', values));
    if (whole.replace(/^0+(?=\d)/, '').length > 10) return fail(t('validation:atMost', values));
    return sign ? text.slice(1) : text;
  });
}

/** A whole number from `min` to `max`, as a JSON number or a string of decimal digits (a query), '-' allowed. */
export function wholeNumber(min: number, max: number) {
  return anyInput<number | string>().transform((value, ctx) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^-?\d{1,15}$/.test(value)
          ? Number(value)
          : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      // No message here: the shared sentences name the field ('Limit must be a whole number from 1 to 500').
      ctx.addIssue({
        code: 'custom',
        params: { must: lazyText('validation:wholeNumberRange', { min, max }) },
      });
      return z.NEVER;
    }
    return n;
  });
}

/** A list's paging and search, read from the query string. */
export const pageQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: wholeNumber(1, 500).optional(),
  offset: wholeNumber(0, MAX_ID).optional(),
});
