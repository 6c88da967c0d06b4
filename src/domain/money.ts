/**
 * Exact money: amounts travel as decimal strings ("1234.50", as PostgreSQL numeric returns them) and are
 * computed as integer cents, never as binary floating-point dollars.
 */

/** "1234.5" | 1234.5 | null -> 123450 cents. Rounds half away from zero at the third decimal. */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${value}`);
  const [, minus, whole = '', fraction = ''] = match;
  const digits = `${fraction}000`;
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return minus ? -cents : cents;
}

/** 123450 -> "1234.50" */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const addMoney = (...values: (string | number | null | undefined)[]) =>
  fromCents(values.reduce<number>((sum, v) => sum + toCents(v), 0));

export const subtractMoney = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  fromCents(toCents(a) - toCents(b));
