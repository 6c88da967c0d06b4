/**
 * The estimate's payment terms (docs/product.md#estimates): an initial deposit of the estimate's
 * deposit percentage at contract signing, a progress payment of 40 % at 50 % completion, and the final payment,
 * the remainder, at completion. Amounts are exact to the cent and always sum to the total.
 */
import { type DecimalInput, divRound, fromUnits, toUnits } from './pricing';

export const DEPOSIT_PERCENTAGE_MIN = 10;
export const DEPOSIT_PERCENTAGE_MAX = 50;
export const DEPOSIT_PERCENTAGE_STEP = 5;
export const DEFAULT_DEPOSIT_PERCENTAGE = 25;
/** Share of the total due at 50 % completion. */
export const PROGRESS_PERCENTAGE = 40;
/** Completion at which the progress payment is due. */
export const PROGRESS_PAYMENT_AT_COMPLETION = 50;

/** The slider's values: 10, 15, ..., 50. */
export const depositPercentages: readonly number[] = Array.from(
  { length: (DEPOSIT_PERCENTAGE_MAX - DEPOSIT_PERCENTAGE_MIN) / DEPOSIT_PERCENTAGE_STEP + 1 },
  (_, i) => DEPOSIT_PERCENTAGE_MIN + i * DEPOSIT_PERCENTAGE_STEP,
);

/** True for 10-50 in steps of 5. */
export function isDepositPercentage(value: unknown): value is number {
  return typeof value === 'number' && depositPercentages.includes(value);
}

export type PaymentSchedule = {
  depositPercentage: number;
  progressPercentage: number;
  /** Initial deposit, due at contract signing. */
  deposit: string;
  /** Progress payment, due at 50 % completion. */
  progress: string;
  /** Final payment (the remainder), due at project completion. */
  final: string;
  total: string;
};

/** share % of an amount in cents, to the cent (halves away from zero). */
export function percentOf(totalCents: bigint, percent: number): bigint {
  return divRound(totalCents * BigInt(percent), 100n);
}

/**
 * Splits a total into deposit, progress and final payments. The deposit percentage must be one of the
 * slider's values (RangeError otherwise); the final payment takes what rounding left, so the three parts
 * always add up to the total exactly.
 */
export function paymentSchedule(
  total: DecimalInput,
  depositPercentage: number = DEFAULT_DEPOSIT_PERCENTAGE,
): PaymentSchedule {
  if (!isDepositPercentage(depositPercentage)) {
    throw new RangeError('The deposit percentage must be 10 to 50 in steps of 5');
  }
  const cents = toUnits(total);
  const deposit = percentOf(cents, depositPercentage);
  const progress = percentOf(cents, PROGRESS_PERCENTAGE);
  return {
    depositPercentage,
    progressPercentage: PROGRESS_PERCENTAGE,
    deposit: fromUnits(deposit),
    progress: fromUnits(progress),
    final: fromUnits(cents - deposit - progress),
    total: fromUnits(cents),
  };
}
