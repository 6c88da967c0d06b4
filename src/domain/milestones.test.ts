import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMilestoneGroup,
  MILESTONE_DESCRIPTION,
  milestonePayments,
  milestoneSchemeNames,
  milestoneSchemes,
  splitEqually,
} from './milestones';
import { fromUnits, toUnits } from './pricing';

describe('milestone schemes', () => {
  it('names the groups of each scheme "Milestone: {step}", steps in their documented order', () => {
    expect(milestoneSchemes).toEqual([
      'three',
      'five',
      'contract_signing',
      'substantial_completion',
      'final_completion',
    ]);
    expect(milestoneSchemeNames.three).toEqual([
      'Milestone: Start',
      'Milestone: In Progress',
      'Milestone: Completion',
    ]);
    expect(milestoneSchemeNames.five).toEqual([
      'Milestone: Start',
      'Milestone: 25%',
      'Milestone: 50%',
      'Milestone: 75%',
      'Milestone: Completion',
    ]);
    expect(milestoneSchemeNames.contract_signing).toEqual(['Milestone: Contract Signing']);
    expect(milestoneSchemeNames.substantial_completion).toEqual(['Milestone: Substantial Completion']);
    expect(milestoneSchemeNames.final_completion).toEqual(['Milestone: Final Completion']);
    expect(MILESTONE_DESCRIPTION()).toBe('Payment milestone');
  });

  it('counts groups whose name contains Milestone', () => {
    expect(isMilestoneGroup({ type: 'group', name: 'Milestone: Start' })).toBe(true);
    expect(isMilestoneGroup({ type: 'group', name: 'Final Milestone' })).toBe(true);
    expect(isMilestoneGroup({ type: 'group', name: 'milestone lowercase' })).toBe(false);
    expect(isMilestoneGroup({ type: 'product', name: 'Milestone: Start' })).toBe(false);
  });
});

describe('splitting the total across milestones', () => {
  it('splits equally, the cents left over going to the last parts', () => {
    expect(splitEqually('100.00', 3)).toEqual(['33.33', '33.33', '33.34']);
    expect(splitEqually('0.05', 3)).toEqual(['0.01', '0.02', '0.02']);
    expect(splitEqually('90', 3)).toEqual(['30.00', '30.00', '30.00']);
    expect(splitEqually('10', 0)).toEqual([]);
    expect(() => splitEqually('10', -1)).toThrow(RangeError);
  });

  it('gives each milestone group its share, in the order given', () => {
    const items = [
      { id: 1, type: 'group', name: 'Milestone: Start' },
      { id: 2, type: 'group', name: 'Cabinets' },
      { id: 3, type: 'product', name: 'Milestone sign' },
      { id: 4, type: 'group', name: 'Milestone: Completion' },
    ];
    expect(milestonePayments(items, '1000.01').map((p) => [p.item.id, p.amount])).toEqual([
      [1, '500.00'],
      [4, '500.01'],
    ]);
    expect(milestonePayments(items.slice(1, 3), '10')).toEqual([]);
  });

  it('parts sum to the total and differ by at most a cent (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 1, max: 40 }), (cents, n) => {
        const parts = splitEqually(fromUnits(cents), n).map((p) => toUnits(p));
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(cents);
        const min = parts.reduce((a, b) => (b < a ? b : a));
        const max = parts.reduce((a, b) => (b > a ? b : a));
        expect(max - min <= 1n).toBe(true);
      }),
    );
  });
});
