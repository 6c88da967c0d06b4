/**
 * How money, numbers, dates and times read in a language. The message catalog's formatters (i18n.ts) and the
 * short helpers of format.ts both end here, so a text such as 'Total {{amount, money}}' and a table cell showing
 * formatMoney(total) always agree, and a second language changes them by its locale alone.
 */

/** A date as the API sends it: 'YYYY-MM-DD' for date-only fields, an ISO timestamp for instants. */
export type DateInput = string | number | Date | null | undefined;
/** Money arrives as a number or as a numeric string ("12.50") from the database. */
export type MoneyInput = number | string | null | undefined;

/** The locale each catalog language formats with. */
const LOCALES: Record<string, string> = { en: 'en-US' };
const localeOf = (language: string): string => LOCALES[language] ?? language;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A value to show as a date or time, and the zone to read it in. A date-only value ('2024-01-05') is a calendar
 * day, not an instant: it is read at UTC midnight and shown in UTC, so it is the same day in every zone. An
 * instant is shown in `timeZone` (the company's), or the runtime's own zone when none is given.
 */
function dateAndZone(value: DateInput, timeZone: string | undefined): [Date, string | undefined] | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return [new Date(Date.UTC(+dateOnly[1]!, +dateOnly[2]! - 1, +dateOnly[3]!)), 'UTC'];
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : [date, timeZone];
}

// Building an Intl formatter costs far more than using one; lists format thousands of cells.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const DATE_STYLES = {
  /** 01/05/2024 */
  date: { month: '2-digit', day: '2-digit', year: 'numeric' },
  /** Jan 5, 2024 */
  dateMedium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** January 5, 2024 */
  dateLong: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 3:07 PM */
  time: { hour: 'numeric', minute: '2-digit' },
  /** January 2024 */
  monthYear: { month: 'long', year: 'numeric' },
  /** Jan */
  month: { month: 'short' },
  /** Mon, Jan 5 */
  dayShort: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Monday, January 5, 2024 */
  dayFull: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** Monday */
  weekday: { weekday: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A date or time in the language's words; '' for a missing or unreadable value. */
export function formatDateIn(
  language: string,
  style: DateStyle,
  value: DateInput,
  timeZone?: string,
): string {
  const read = dateAndZone(value, timeZone);
  if (!read) return '';
  const [date, zone] = read;
  const locale = localeOf(language);
  const make = () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: zone });
  // Without a zone, the runtime's own is read each time: a formatter keeps the zone it was made in.
  const formatter = zone ? cached(`d|${locale}|${style}|${zone}`, make) : make();
  // ICU puts a narrow no-break space before AM/PM; people (and searches) type a plain space.
  return formatter.format(date).replace(/\u202f/g, ' ');
}

function toNumber(value: MoneyInput): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** $1,234.50, or $1,235 with `whole` (dashboard revenue, budgets on cards, customer totals). */
export function formatMoneyIn(language: string, value: MoneyInput, whole = false): string {
  const locale = localeOf(language);
  const formatter = cached(
    `m|${locale}|${whole}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
  );
  return formatter.format(toNumber(value));
}

/** A quantity ("2.50") as people write it: "2.5", "2", thousands separated ("1,200"); unreadable ones as sent. */
export function formatQuantityIn(language: string, value: string | number): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const locale = localeOf(language);
  return cached(`q|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(n);
}
