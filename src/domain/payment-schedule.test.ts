import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_PERCENTAGE,
  depositPercentages,
  isDepositPercentage,
  paymentSchedule,
} from './payment-schedule';
import { fromUnits, toUnits } from './pricing';

describe('payment schedule', () => {
  it('defaults to a 25 % deposit, 40 % progress and the rest as final payment', () => {
    expect(DEFAULT_DEPOSIT_PERCENTAGE).toBe(25);
    expect(paymentSchedule('10000.00')).toEqual({
      depositPercentage: 25,
      progressPercentage: 40,
      deposit: '2500.00',
      progress: '4000.00',
      final: '3500.00',
      total: '10000.00',
    });
  });

  it('rounds the deposit and progress to the cent and lets the final payment absorb the rest', () => {
    // 25 % of 0.10 = 0.025 -> 0.03; 40 % of 0.10 = 0.04; final 0.03
    expect(paymentSchedule('0.10')).toMatchObject({ deposit: '0.03', progress: '0.04', final: '0.03' });
    // 15 % of 333.33 = 49.9995 -> 50.00; 40 % = 133.332 -> 133.33; final 150.00
    expect(paymentSchedule('333.33', 15)).toMatchObject({
      deposit: '50.00',
      progress: '133.33',
      final: '150.00',
    });
    expect(paymentSchedule('0')).toMatchObject({ deposit: '0.00', progress: '0.00', final: '0.00' });
  });

  it('accepts the slider values 10-50 in steps of 5 only', () => {
    expect(depositPercentages).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50]);
    expect(isDepositPercentage(35)).toBe(true);
    for (const bad of [5, 12, 55, 0, 25.5, '25', null]) expect(isDepositPercentage(bad)).toBe(false);
    expect(() => paymentSchedule('100', 55)).toThrow(RangeError);
    expect(() => paymentSchedule('100', 12)).toThrow(RangeError);
  });

  it('the three payments always sum to the total exactly, none negative (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.constantFrom(...depositPercentages),
        (cents, pct) => {
          const s = paymentSchedule(fromUnits(cents), pct);
          const parts = [s.deposit, s.progress, s.final].map((v) => toUnits(v));
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(cents);
          for (const p of parts) expect(p >= 0n).toBe(true);
          // Deposit and progress are each within half a cent of their exact share.
          expect(2n * (100n * parts[0]! - cents * BigInt(pct)) <= 100n).toBe(true);
          expect(2n * (cents * BigInt(pct) - 100n * parts[0]!) <= 100n).toBe(true);
          expect(2n * (100n * parts[1]! - cents * 40n) <= 100n).toBe(true);
          expect(2n * (cents * 40n - 100n * parts[1]!) <= 100n).toBe(true);
        },
      ),
    );
  });
});
