import { z } from 'zod';
import { i18n, t } from '../messages/i18n';

/**
 * The product's sentences for zod's own checks, installed once for every contract (server and browser).
 * A field without a message of its own still says what is wrong in words a person reads, naming the field:
 * 'Last name must be at most 100 characters', not 'Too big: expected string to have <=100 characters'.
 */

const SMALL_WORDS = new Set(['id', 'url']);

/** 'lastName' -> 'Last name', 'customerId' -> 'Customer', 'lines.0.unitPrice' -> 'Unit price'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return t('validation:thisValue');
  // A label of the catalog's own first (a second language names every field there), else the key in words.
  const listed = `validation:fields.${key}`;
  if (i18n.exists(listed)) return t(listed as never);
  const words = key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return t('validation:thisValue');
  const text = words.map((w) => (SMALL_WORDS.has(w) ? w.toUpperCase() : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KINDS = ['string', 'number', 'int', 'boolean', 'object', 'array', 'date'] as const;
const kindOf = (expected: string) =>
  (KINDS as readonly string[]).includes(expected)
    ? t(`validation:kinds.${expected as (typeof KINDS)[number]}`)
    : t('validation:kinds.other', { type: expected });

type Bound = 'atMost' | 'lessThan' | 'atLeast' | 'greaterThan';

/** '{label} must be at most 100 characters': the bound in words, with the unit of a text or a list. */
function boundMessage(bound: Bound, label: string, n: number | bigint, origin: string | undefined): string {
  const count = Number(n);
  if (origin === 'string') return t(`validation:${bound}Characters`, { label, count });
  if (origin === 'array' || origin === 'set') return t(`validation:${bound}Items`, { label, count });
  return bound === 'atMost' || bound === 'lessThan'
    ? t(`validation:${bound}`, { label, max: String(n) })
    : t(`validation:${bound}`, { label, min: String(n) });
}

/** The sentence for one issue zod raised without a message of the contract's own. */
export function productMessage(issue: z.core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? t('validation:required', { label }) : t('validation:bodyAsObject');
      }
      const kind = kindOf(issue.expected);
      return issue.path?.length
        ? t('validation:mustBe', { label, must: kind })
        : t('validation:bodyAs', { kind });
    }
    case 'too_big':
      return boundMessage(
        issue.inclusive === false ? 'lessThan' : 'atMost',
        label,
        issue.maximum,
        issue.origin,
      );
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'string' && Number(min) === 1) return t('validation:required', { label });
      if (issue.origin === 'array' && Number(min) === 1) return t('validation:needsOneItem', { label });
      if (Number(min) === 0 && issue.inclusive !== false) return t('validation:notNegative', { label });
      return boundMessage(issue.inclusive === false ? 'greaterThan' : 'atLeast', label, min, issue.origin);
    }
    case 'invalid_value': {
      const values = issue.values.map(String);
      return values.length <= 6
        ? t('validation:oneOf', { label, values: values.join(', ') })
        : t('validation:notAllowed', { label });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('validation:invalidEmail');
      if (issue.format === 'url') return t('validation:webAddress', { label });
      return t('validation:notValid', { label });
    case 'not_multiple_of':
      return t('validation:multipleOf', { label, divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return t('validation:unknownFields', { count: issue.keys.length, keys: issue.keys.join(', ') });
    case 'custom': {
      // A contract's own rule may say what the value must be and leave the field's name to this sentence.
      const must = (issue.params as { must?: unknown } | undefined)?.must;
      if (typeof must === 'function') return t('validation:mustBe', { label, must: must() });
      return typeof must === 'string'
        ? t('validation:mustBe', { label, must })
        : t('validation:notValid', { label });
    }
    default:
      return t('validation:notValid', { label });
  }
}

z.config({ customError: productMessage });
