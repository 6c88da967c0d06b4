import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMilestoneInvoiceNumber, depositPercentageOf, milestoneSplit } from './milestone-invoices';
import { depositPercentages } from './payment-schedule';
import { fromUnits, toUnits } from './pricing';

describe('milestone split', () => {
  it('bills the deposit percentage, 40 % progress and the rest as final', () => {
    expect(milestoneSplit('10000.00', 30)).toEqual([
      { type: 'deposit', percent: 30, amount: '3000.00' },
      { type: 'progress', percent: 40, amount: '4000.00' },
      { type: 'final', percent: 30, amount: '3000.00' },
    ]);
  });

  it('takes 25 % when the estimate has no usable deposit percentage', () => {
    for (const missing of [undefined, null, 0, 12, 55, '30', Number.NaN]) {
      expect(depositPercentageOf(missing)).toBe(25);
    }
    expect(milestoneSplit('1000', null).map((m) => m.amount)).toEqual(['250.00', '400.00', '350.00']);
  });

  it('lets the final milestone take what rounding leaves', () => {
    // 15 % of 333.33 = 49.9995 -> 50.00; 40 % = 133.332 -> 133.33; final 150.00
    expect(milestoneSplit('333.33', 15).map((m) => m.amount)).toEqual(['50.00', '133.33', '150.00']);
  });

  it('always adds up exactly to the total, none negative, percents summing to 100 (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.oneof(fc.constantFrom(...depositPercentages), fc.anything()),
        (cents, deposit) => {
          const split = milestoneSplit(fromUnits(cents), deposit);
          expect(split.map((m) => m.type)).toEqual(['deposit', 'progress', 'final']);
          const parts = split.map((m) => toUnits(m.amount));
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(cents);
          for (const p of parts) expect(p >= 0n).toBe(true);
          expect(split.reduce((sum, m) => sum + m.percent, 0)).toBe(100);
          // Deposit within half a cent of its exact share.
          const pct = BigInt(split[0]!.percent);
          const diff = 100n * parts[0]! - cents * pct;
          expect(2n * (diff < 0n ? -diff : diff) <= 100n).toBe(true);
        },
      ),
    );
  });

  it('numbers a milestone invoice INV-{projectId}- and the last 4 digits of the time', () => {
    expect(defaultMilestoneInvoiceNumber(42, 1_764_000_123_456)).toBe('INV-42-3456');
  });
});
