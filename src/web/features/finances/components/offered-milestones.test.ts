import { describe, expect, it } from 'vitest';
import type { MilestoneBilling } from '#domain/contracts/invoices';
import { offeredMilestones } from './create-milestone-invoice-dialog';

const billing = (over: Partial<MilestoneBilling> = {}): MilestoneBilling => ({
  basis: 'estimate',
  total: '1000.00',
  estimateApproved: true,
  milestones: [
    { type: 'deposit', percent: 25, amount: '250.00', invoice: null },
    { type: 'progress', percent: 40, amount: '400.00', invoice: null },
    { type: 'final', percent: 35, amount: '350.00', invoice: null },
  ],
  ...over,
});

describe('the milestones Create Milestone Invoice offers', () => {
  it('offers every milestone of an approved estimate that is not invoiced', () => {
    expect(offeredMilestones(billing()).map((m) => m.type)).toEqual(['deposit', 'progress', 'final']);
    const invoiced = billing();
    invoiced.milestones[1]!.invoice = {
      id: 1,
      invoiceNumber: 'INV-1',
      status: 'draft',
      isPaid: false,
      overdue: false,
    };
    expect(offeredMilestones(invoiced).map((m) => m.type)).toEqual(['deposit', 'final']);
  });

  it('offers the deposit only once the estimate is approved, and nothing with nothing to bill', () => {
    expect(
      offeredMilestones(billing({ basis: 'budget', estimateApproved: false })).map((m) => m.type),
    ).toEqual(['progress', 'final']);
    const empty = billing({ basis: 'budget', estimateApproved: false, total: '0.00' });
    for (const m of empty.milestones) m.amount = '0.00';
    expect(offeredMilestones(empty)).toEqual([]);
  });
});
