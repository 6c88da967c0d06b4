import { describe, expect, it } from 'vitest';
import { type EstimateStatus, estimateStatuses } from './enums';
import {
  canChangeStatus,
  checkStatusChange,
  freezesSnapshot,
  INVALID_STATUS_CHANGE,
  isFrozenStatus,
  RECIPIENT_REQUIRED,
  STATUS_CHANGE_REFUSED_TITLE,
  unfreezesSnapshot,
} from './estimate-status';

/** Every (from, to) pair and whether it is allowed with at least one recipient. */
const allowed: Record<EstimateStatus, Record<EstimateStatus, boolean>> = {
  draft: { draft: false, pending: true, approved: false, declined: false },
  pending: { draft: true, pending: false, approved: true, declined: true },
  approved: { draft: true, pending: false, approved: false, declined: false },
  declined: { draft: true, pending: false, approved: false, declined: false },
};

describe('estimate status changes', () => {
  it("uses the product's texts", () => {
    expect(STATUS_CHANGE_REFUSED_TITLE()).toBe('Cannot Update Status');
    expect(INVALID_STATUS_CHANGE()).toBe(
      'Invalid status change. Pending estimates can be approved, declined, or returned to draft.',
    );
  });

  for (const from of estimateStatuses) {
    for (const to of estimateStatuses) {
      const ok = allowed[from][to];
      it(`${from} -> ${to}: ${ok ? 'allowed' : 'refused'}`, () => {
        const result = checkStatusChange(from, to, { recipientCount: 1 });
        if (ok) expect(result).toEqual({ ok: true });
        else {
          expect(result).toEqual({
            ok: false,
            reason: 'invalid',
            title: 'Cannot Update Status',
            message: INVALID_STATUS_CHANGE(),
          });
        }
        expect(canChangeStatus(from, to, { recipientCount: 1 })).toBe(ok);
      });
    }
  }

  it('draft -> pending needs at least one recipient', () => {
    expect(checkStatusChange('draft', 'pending', { recipientCount: 0 })).toEqual({
      ok: false,
      reason: 'no_recipient',
      title: 'Cannot Update Status',
      message: RECIPIENT_REQUIRED(),
    });
    expect(canChangeStatus('draft', 'pending', { recipientCount: 3 })).toBe(true);
  });

  it('recipients matter only for draft -> pending', () => {
    for (const from of estimateStatuses) {
      for (const to of estimateStatuses) {
        if (from === 'draft' && to === 'pending') continue;
        expect(canChangeStatus(from, to, { recipientCount: 0 })).toBe(allowed[from][to]);
      }
    }
  });

  it('freezes when leaving draft and unfreezes on Return to Draft', () => {
    expect(isFrozenStatus('draft')).toBe(false);
    expect(isFrozenStatus('pending')).toBe(true);
    expect(freezesSnapshot('draft', 'pending')).toBe(true);
    expect(freezesSnapshot('pending', 'approved')).toBe(false);
    expect(unfreezesSnapshot('approved', 'draft')).toBe(true);
    expect(unfreezesSnapshot('draft', 'draft')).toBe(false);
  });
});
