/**
 * Milestone invoices (docs/product.md#milestone-invoices): a project is billed in three milestones, the
 * deposit (the estimate's deposit percentage, default 25), progress (40 %) and final (the rest), of the approved
 * estimate's total, else of the budget's total. Amounts are exact to the cent and always add up to the total.
 */
import '#domain/messages/load/invoices';
import { type MilestoneType, milestoneTypes } from './enums';
import { t } from './messages/i18n';
import {
  DEFAULT_DEPOSIT_PERCENTAGE,
  isDepositPercentage,
  PROGRESS_PERCENTAGE,
  paymentSchedule,
} from './payment-schedule';
import type { DecimalInput } from './pricing';

export type MilestoneShare = { type: MilestoneType; percent: number; amount: string };

/**
 * The choices of the Create Milestone Invoice dialog (and the default names it offers), from the catalog: indexed
 * like a record, each looked up when read.
 */
export const milestoneLabels: Readonly<Record<MilestoneType, string>> = (() => {
  const labels = {} as Record<MilestoneType, string>;
  for (const type of milestoneTypes)
    Object.defineProperty(labels, type, { enumerable: true, get: () => t(`invoices:milestones.${type}`) });
  return labels;
})();

/** The estimate's deposit percentage when it is one the estimate allows (10-50, step 5), else the default 25. */
export function depositPercentageOf(value: unknown): number {
  return isDepositPercentage(value) ? value : DEFAULT_DEPOSIT_PERCENTAGE;
}

/**
 * Splits a total into the deposit, progress and final milestones, in that order. Deposit and progress are
 * rounded to the cent and the final milestone takes the remainder, so the three always sum to the total.
 */
export function milestoneSplit(total: DecimalInput, depositPercentage?: unknown): MilestoneShare[] {
  const deposit = depositPercentageOf(depositPercentage);
  const schedule = paymentSchedule(total, deposit);
  return [
    { type: 'deposit', percent: deposit, amount: schedule.deposit },
    { type: 'progress', percent: PROGRESS_PERCENTAGE, amount: schedule.progress },
    { type: 'final', percent: 100 - deposit - PROGRESS_PERCENTAGE, amount: schedule.final },
  ];
}

/**
 * The dialog's default number: INV-{projectId}- and the last 4 digits of the current time
 * (docs/product.md#milestone-invoices).
 */
export function defaultMilestoneInvoiceNumber(projectId: number, now: number = Date.now()): string {
  return `INV-${projectId}-${String(now).slice(-4)}`;
}
