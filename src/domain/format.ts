import type { DateInput, MoneyInput } from './messages/formatters';
import { formatDateAs, formatMoneyAs, formatQuantityAs } from './messages/i18n';

export type { DateInput };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The local calendar day of a Date as 'YYYY-MM-DD' (what date-only fields send). Written out rather than with a
 * date library: every public page formats money through this module, and a library's parser and formatter would
 * come with it (decision 0282).
 */
export function toDateOnly(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Dates, money and quantities read as the message catalog's formatters write them (messages/formatters.ts): in
// the current language, instants in the company's time zone once the browser knows it.

/** 01/05/2024 */
export const formatDate = (value: DateInput, fallback = ''): string =>
  formatDateAs('date', value) || fallback;
/** Jan 5, 2024 */
export const formatDateMedium = (value: DateInput, fallback = ''): string =>
  formatDateAs('dateMedium', value) || fallback;
/** January 5, 2024 */
export const formatDateLong = (value: DateInput, fallback = ''): string =>
  formatDateAs('dateLong', value) || fallback;
/** 3:07 PM */
export const formatTime = (value: DateInput, fallback = ''): string =>
  formatDateAs('time', value) || fallback;

/** Money arrives as a number or as a numeric string ("12.50") from the database. */
export type { MoneyInput };

/** $1,234.50 */
export function formatMoney(value: MoneyInput): string {
  return formatMoneyAs(value);
}

/** $1,235 (dashboard revenue, budgets on cards, customer totals). */
export function formatWholeDollars(value: MoneyInput): string {
  return formatMoneyAs(value, true);
}

/** 'MMM d, yyyy h:mm a' (Jan 5, 2024 3:07 PM): history rows, sent and viewed times. */
export function formatDateTime(value: DateInput): string {
  if (!value) return '';
  return `${formatDateMedium(value)} ${formatTime(value)}`;
}

/** A percentage the server sends as a decimal string ("33.33") shown as "33.33%", digits as sent. */
export function formatPercent(value: string): string {
  return `${value}%`;
}

/** A quantity ("2.50") as people write it: "2.5", "2", thousands separated ("1,200"). */
export function formatQuantity(value: string): string {
  return formatQuantityAs(value);
}

/** A file's size as people read it: 512 B, 14 KB, 2.4 MB (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
