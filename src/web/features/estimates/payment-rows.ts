import '#domain/messages/load/estimates';
import type { PaymentSchedule } from '#domain/payment-schedule';
import { PROGRESS_PAYMENT_AT_COMPLETION } from '#domain/payment-schedule';
import { toUnits } from '#domain/pricing';
import { t } from '#web/lib/i18n';

/** One row of the printed payment terms. */
export type PaymentRow = { label: string; due: string; share: string; amount: string };

/** A percentage with at most two decimals and no trailing zeros: 25%, 33.33%. */
export function formatShare(percent: number): string {
  return t('estimates:payments.share', { percent: Number(percent.toFixed(2)) });
}

/**
 * The estimate's payment terms (docs/product.md#estimates): the deposit at contract signing, 40 % at 50 % completion
 * and the remainder at completion.
 */
export function schedulePaymentRows(schedule: PaymentSchedule): PaymentRow[] {
  const finalShare = 100 - schedule.depositPercentage - schedule.progressPercentage;
  return [
    {
      label: t('estimates:payments.deposit'),
      due: t('estimates:payments.depositDue'),
      share: formatShare(schedule.depositPercentage),
      amount: schedule.deposit,
    },
    {
      label: t('estimates:payments.progress'),
      due: t('estimates:payments.progressDue', { percent: PROGRESS_PAYMENT_AT_COMPLETION }),
      share: formatShare(schedule.progressPercentage),
      amount: schedule.progress,
    },
    {
      label: t('estimates:payments.final'),
      due: t('estimates:payments.finalDueShort'),
      share: formatShare(finalShare),
      amount: schedule.final,
    },
  ];
}

/**
 * The budget print layout's payment schedule (docs/product.md#budget): the total split equally across the
 * 'Milestone' groups, as the budget view computes it. Each part is shown with its share of the total.
 */
export function milestonePaymentRows(
  payments: readonly { name: string; amount: string }[],
  total: string,
): PaymentRow[] {
  const totalCents = Number(toUnits(total));
  return payments.map((p) => ({
    label: p.name,
    due: t('estimates:payments.milestoneDue'),
    share:
      totalCents === 0
        ? formatShare(100 / payments.length)
        : formatShare((Number(toUnits(p.amount)) / totalCents) * 100),
    amount: p.amount,
  }));
}
