/**
 * Invoice line arithmetic, exact: quantities and prices are decimal strings with at most 2 decimals; a line's
 * amount is quantity x unit price rounded half up to the cent, and an invoice with lines amounts to their sum.
 */

/** "12.5" -> 1250n hundredths (the contracts have already checked the form). */
function hundredths(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

const toText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** Quantity x unit price, rounded half up to the cent: 2.5 x 19.99 = 49.98 (49.975 rounded). */
export function lineAmount(quantity: string, unitPrice: string): string {
  const tenThousandths = hundredths(quantity) * hundredths(unitPrice);
  return toText((tenThousandths + 50n) / 100n);
}

/** The sum of the lines' amounts. */
export function linesTotal(lines: readonly { quantity: string; unitPrice: string }[]): string {
  return toText(lines.reduce((sum, l) => sum + hundredths(lineAmount(l.quantity, l.unitPrice)), 0n));
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The total of lines being typed: a line whose quantity or unit price is not (yet) an amount counts 0, so the
 * form's read-only amount follows the keys without failing; the server's sum of valid lines is the same.
 */
export function linesTotalSoFar(lines: readonly { quantity?: unknown; unitPrice?: unknown }[]): string {
  const valid = lines
    .map((l) => ({ quantity: String(l.quantity ?? '').trim(), unitPrice: String(l.unitPrice ?? '').trim() }))
    .filter((l) => AMOUNT.test(l.quantity) && AMOUNT.test(l.unitPrice));
  return linesTotal(valid);
}
