/**
 * Payment milestones (docs/product.md#budget): top-level budget groups named "Milestone: ...", created
 * by scheme, and the budget print layout's payment schedule, which splits the total price equally across the
 * groups whose name contains 'Milestone'.
 */
import { type DecimalInput, fromUnits, toUnits } from './pricing';

export const milestoneSchemes = [
  'three',
  'five',
  'contract_signing',
  'substantial_completion',
  'final_completion',
] as const;
export type MilestoneScheme = (typeof milestoneSchemes)[number];

/** The groups each scheme creates, in order. */
export const milestoneSchemeNames: Record<MilestoneScheme, readonly string[]> = {
  three: ['Milestone: Start', 'Milestone: In Progress', 'Milestone: Completion'],
  five: ['Milestone: Start', 'Milestone: 25%', 'Milestone: 50%', 'Milestone: 75%', 'Milestone: Completion'],
  contract_signing: ['Milestone: Contract Signing'],
  substantial_completion: ['Milestone: Substantial Completion'],
  final_completion: ['Milestone: Final Completion'],
};

/** Labels of the Add Milestone choices. */
export const milestoneSchemeLabels: Record<MilestoneScheme, string> = {
  three: '3 Milestones (Start, In Progress, Completion)',
  five: '5 Milestones (Start, 25%, 50%, 75%, Completion)',
  contract_signing: 'Contract Signing',
  substantial_completion: 'Substantial Completion',
  final_completion: 'Final Completion',
};

/** The description every milestone group is created with. */
export const MILESTONE_DESCRIPTION = 'Payment milestone';

/** The print layout counts a group as a milestone when its name contains 'Milestone' (case as written). */
export function isMilestoneGroup(item: { type: string; name: string }): boolean {
  return item.type === 'group' && item.name.includes('Milestone');
}

/**
 * A total split into `count` parts that differ by at most one cent and sum to the total exactly; the cents
 * that do not divide evenly go to the last parts (the final payments).
 */
export function splitEqually(total: DecimalInput, count: number): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number');
  if (count === 0) return [];
  const cents = toUnits(total);
  const n = BigInt(count);
  const sign = cents < 0n ? -1n : 1n;
  const abs = cents * sign;
  const base = abs / n;
  const extra = Number(abs % n);
  return Array.from({ length: count }, (_, i) => fromUnits(sign * (base + (i >= count - extra ? 1n : 0n))));
}

export type MilestonePayment<T> = { item: T; amount: string };

/**
 * The budget print layout's payment schedule: the total price split equally across the milestone groups, in
 * the order given (display order). Empty when there is no milestone group.
 */
export function milestonePayments<T extends { type: string; name: string }>(
  items: readonly T[],
  totalPrice: DecimalInput,
): MilestonePayment<T>[] {
  const milestones = items.filter(isMilestoneGroup);
  const parts = splitEqually(totalPrice, milestones.length);
  return milestones.map((item, i) => ({ item, amount: parts[i]! }));
}
