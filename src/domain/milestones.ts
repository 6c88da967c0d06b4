/**
 * Payment milestones (docs/product.md#budget): top-level budget groups named "Milestone: ...", created
 * by scheme, and the budget print layout's payment schedule, which splits the total price equally across the
 * groups whose name contains 'Milestone'.
 */
import '#domain/messages/load/budget';
import { type LazyText, lazyText, t } from './messages/i18n';
import { type DecimalInput, fromUnits, toUnits } from './pricing';

export const milestoneSchemes = [
  'three',
  'five',
  'contract_signing',
  'substantial_completion',
  'final_completion',
] as const;
export type MilestoneScheme = (typeof milestoneSchemes)[number];

/** Catalog keys of the default group names each scheme creates, in order. */
const schemeNameKeys: Record<MilestoneScheme, readonly MilestoneNameKey[]> = {
  three: ['start', 'inProgress', 'completion'],
  five: ['start', 'percent25', 'percent50', 'percent75', 'completion'],
  contract_signing: ['contractSigning'],
  substantial_completion: ['substantialCompletion'],
  final_completion: ['finalCompletion'],
};
type MilestoneNameKey = keyof typeof import('./messages/en/budget').budget.milestones.names;

/** A record of `values` whose entries are looked up when read, so they are in the reader's language. */
function lookedUpWhenRead<V extends string, T>(get: (value: V) => T): Readonly<Record<V, T>> {
  const record = {} as Record<V, T>;
  for (const value of milestoneSchemes as readonly string[])
    Object.defineProperty(record, value, { enumerable: true, get: () => get(value as V) });
  return record;
}

/** The groups each scheme creates, in order (their default names, from the catalog; once stored, data). */
export const milestoneSchemeNames: Readonly<Record<MilestoneScheme, readonly string[]>> = lookedUpWhenRead(
  (scheme: MilestoneScheme) => schemeNameKeys[scheme].map((key) => t(`budget:milestones.names.${key}`)),
);

/** Labels of the Add Milestone choices. */
export const milestoneSchemeLabels: Readonly<Record<MilestoneScheme, string>> = lookedUpWhenRead(
  (scheme: MilestoneScheme) => t(`budget:milestones.schemes.${scheme}`),
);

/** The description every milestone group is created with. */
export const MILESTONE_DESCRIPTION: LazyText = lazyText('budget:milestones.groupDescription');

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
