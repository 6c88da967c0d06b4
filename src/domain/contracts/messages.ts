import { z } from 'zod';

/**
 * The product's sentences for zod's own checks, installed once for every contract (server and browser).
 * A field without a message of its own still says what is wrong in words a person reads, naming the field:
 * 'Last name must be at most 100 characters', not 'Too big: expected string to have <=100 characters'.
 */

const SMALL_WORDS = new Set(['id', 'url']);

/** 'lastName' -> 'Last name', 'customerId' -> 'Customer', 'lines.0.unitPrice' -> 'Unit price'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return 'This value';
  const words = key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return 'This value';
  const text = words.map((w) => (SMALL_WORDS.has(w) ? w.toUpperCase() : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

function unitOf(origin: string | undefined, n: number | bigint): string {
  const one = Number(n) === 1;
  if (origin === 'string') return one ? ' character' : ' characters';
  if (origin === 'array' || origin === 'set') return one ? ' item' : ' items';
  return '';
}

/** The sentence for one issue zod raised without a message of the contract's own. */
export function productMessage(issue: z.core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? `${label} is required` : 'Send the request body as a JSON object';
      }
      const kind = KIND[issue.expected] ?? `a valid ${issue.expected}`;
      return issue.path?.length ? `${label} must be ${kind}` : `Send the request body as ${kind}`;
    }
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      const bound = issue.inclusive === false ? 'less than' : 'at most';
      return `${label} must be ${bound} ${max}${unitOf(issue.origin, max)}`;
    }
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'string' && Number(min) === 1) return `${label} is required`;
      if (issue.origin === 'array' && Number(min) === 1) return `${label} needs at least one item`;
      if (Number(min) === 0 && issue.inclusive !== false) return `${label} cannot be negative`;
      const bound = issue.inclusive === false ? 'greater than' : 'at least';
      return `${label} must be ${bound} ${min}${unitOf(issue.origin, min)}`;
    }
    case 'invalid_value': {
      const values = issue.values.map(String);
      return values.length <= 6
        ? `${label} must be one of: ${values.join(', ')}`
        : `${label} is not one of the allowed values`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Invalid email format';
      if (issue.format === 'url') return `${label} must be a web address such as https://example.com`;
      return `${label} is not valid`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'custom': {
      // A contract's own rule may say what the value must be and leave the field's name to this sentence.
      const must = (issue.params as { must?: unknown } | undefined)?.must;
      return typeof must === 'string' ? `${label} must be ${must}` : `${label} is not valid`;
    }
    default:
      return `${label} is not valid`;
  }
}

z.config({ customError: productMessage });
