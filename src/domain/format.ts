import { format, isValid, parseISO } from 'date-fns';

/** A date as the API sends it: 'YYYY-MM-DD' for date-only fields, an ISO timestamp for instants. */
export type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Turns an API value into a Date. Date-only strings become local midnight of that calendar day, because
 * `new Date('2024-01-05')` means UTC midnight and shows as Jan 4 west of Greenwich.
 */
export function parseDateValue(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const dateOnly = DATE_ONLY.exec(value);
    date = dateOnly
      ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
      : parseISO(value);
  }
  return isValid(date) ? date : null;
}

/** The local calendar day of a Date as 'YYYY-MM-DD' (what date-only fields send). */
export function toDateOnly(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

function formatWith(pattern: string) {
  return (value: DateInput, fallback = ''): string => {
    const date = parseDateValue(value);
    return date ? format(date, pattern) : fallback;
  };
}

/** 01/05/2024 */
export const formatDate = formatWith('MM/dd/yyyy');
/** Jan 5, 2024 */
export const formatDateMedium = formatWith('MMM d, yyyy');
/** January 5, 2024 */
export const formatDateLong = formatWith('MMMM d, yyyy');
/** 3:07 PM */
export const formatTime = formatWith('h:mm a');

/** Money arrives as a number or as a numeric string ("12.50") from the database. */
export type MoneyInput = number | string | null | undefined;

function toNumber(value: MoneyInput): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** $1,234.50 */
export function formatMoney(value: MoneyInput): string {
  return usd.format(toNumber(value));
}

/** $1,235 (dashboard revenue, budgets on cards, customer totals). */
export function formatWholeDollars(value: MoneyInput): string {
  return usdWhole.format(toNumber(value));
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
  const n = Number(value);
  return Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 2 }) : value;
}

/** A file's size as people read it: 512 B, 14 KB, 2.4 MB (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
