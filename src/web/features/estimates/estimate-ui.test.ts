import { describe, expect, it } from 'vitest';
import { RECIPIENT_REQUIRED } from '#domain/estimate-status';
import { paymentSchedule } from '#domain/payment-schedule';
import { fileNameOf } from '../../lib/download-file';
import { milestonePaymentRows, schedulePaymentRows } from './payment-rows';
import { statusActions } from './status';

describe('statusActions', () => {
  const labels = (status: Parameters<typeof statusActions>[0]) =>
    statusActions(status, 1).map((a) => [a.to, a.label]);

  it('offers the status buttons for each status', () => {
    expect(labels('draft')).toEqual([['pending', 'Send for approval']]);
    expect(labels('pending')).toEqual([
      ['approved', 'Mark as approved by client'],
      ['declined', 'Mark as declined'],
      ['draft', 'Return to Draft'],
    ]);
    expect(labels('approved')).toEqual([['draft', 'Return to Draft']]);
    expect(labels('declined')).toEqual([['draft', 'Return to Draft']]);
  });

  it('marks sending for approval without a recipient as refused, with the rule message', () => {
    const [send] = statusActions('draft', 0);
    expect(send?.check).toEqual({
      ok: false,
      reason: 'no_recipient',
      title: 'Cannot Update Status',
      message: RECIPIENT_REQUIRED(),
    });
    expect(statusActions('draft', 2)[0]?.check.ok).toBe(true);
  });

  it('allows every button it offers once there is a recipient', () => {
    for (const status of ['draft', 'pending', 'approved', 'declined'] as const) {
      for (const action of statusActions(status, 1)) expect(action.check.ok).toBe(true);
    }
  });
});

describe('payment rows', () => {
  it('prints the deposit, 40 % at 50 % completion and the remainder', () => {
    expect(schedulePaymentRows(paymentSchedule('1000.01', 30))).toEqual([
      { label: 'Initial Deposit', due: 'Due at contract signing', share: '30%', amount: '300.00' },
      { label: 'Progress Payment', due: 'Due at 50% completion', share: '40%', amount: '400.00' },
      { label: 'Final Payment', due: 'Due at project completion', share: '30%', amount: '300.01' },
    ]);
  });

  it('shows each milestone with its share of the total', () => {
    const rows = milestonePaymentRows(
      [
        { name: 'Milestone: Start', amount: '33.33' },
        { name: 'Milestone: In Progress', amount: '33.33' },
        { name: 'Milestone: Completion', amount: '33.34' },
      ],
      '100.00',
    );
    expect(rows.map((r) => [r.label, r.share, r.amount])).toEqual([
      ['Milestone: Start', '33.33%', '33.33'],
      ['Milestone: In Progress', '33.33%', '33.33'],
      ['Milestone: Completion', '33.34%', '33.34'],
    ]);
    // A zero total still reads as equal parts.
    expect(
      milestonePaymentRows(
        [
          { name: 'A', amount: '0.00' },
          { name: 'B', amount: '0.00' },
        ],
        '0.00',
      )[0]?.share,
    ).toBe('50%');
  });
});

describe('fileNameOf', () => {
  it('reads plain and encoded Content-Disposition names', () => {
    expect(fileNameOf('attachment; filename="estimate-12-2025.pdf"')).toBe('estimate-12-2025.pdf');
    expect(fileNameOf('attachment; filename="x.pdf"; filename*=UTF-8\'\'Sch%C3%A4fer%20estimate.pdf')).toBe(
      'Schäfer estimate.pdf',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
