/**
 * Estimate status changes (docs/product.md#estimates): back to draft from any other status ('Return to Draft');
 * pending to approved or declined; draft to pending only with at least one recipient; nothing else.
 */
import '#domain/messages/load/estimates';
import type { EstimateStatus } from './enums';
import { type LazyText, lazyText } from './messages/i18n';

export const STATUS_CHANGE_REFUSED_TITLE = lazyText('estimates:status.refusedTitle');
export const INVALID_STATUS_CHANGE = lazyText('estimates:status.invalidChange');
/** Draft to pending without a recipient: there is nobody to send the estimate to. */
export const RECIPIENT_REQUIRED = lazyText('estimates:status.recipientRequired');

export type StatusChangeResult =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'no_recipient'; title: string; message: string };

/**
 * Whether an estimate may go from one status to another. Staying in the same status is not a change (the
 * caller should not ask); it is refused like any other change docs/product.md#estimates does not list.
 */
export function checkStatusChange(
  from: EstimateStatus,
  to: EstimateStatus,
  context: { recipientCount: number },
): StatusChangeResult {
  const refuse = (reason: 'invalid' | 'no_recipient', message: LazyText): StatusChangeResult => ({
    ok: false,
    reason,
    title: STATUS_CHANGE_REFUSED_TITLE(),
    message: message(),
  });
  if (from === to) return refuse('invalid', INVALID_STATUS_CHANGE);
  if (to === 'draft') return { ok: true };
  if (from === 'pending' && (to === 'approved' || to === 'declined')) return { ok: true };
  if (from === 'draft' && to === 'pending') {
    return context.recipientCount > 0 ? { ok: true } : refuse('no_recipient', RECIPIENT_REQUIRED);
  }
  return refuse('invalid', INVALID_STATUS_CHANGE);
}

/** True when the change is allowed. */
export function canChangeStatus(
  from: EstimateStatus,
  to: EstimateStatus,
  context: { recipientCount: number },
): boolean {
  return checkStatusChange(from, to, context).ok;
}

/**
 * While draft an estimate (docs/product.md#estimates) shows the live budget; once it leaves draft its lines and
 * totals are frozen (a snapshot), and Return to Draft unfreezes them.
 */
export function isFrozenStatus(status: EstimateStatus): boolean {
  return status !== 'draft';
}

/** The estimate's lines must be frozen by this change (it leaves draft). */
export const freezesSnapshot = (from: EstimateStatus, to: EstimateStatus) =>
  !isFrozenStatus(from) && isFrozenStatus(to);

/** The estimate's snapshot must be cleared by this change (Return to Draft). */
export const unfreezesSnapshot = (from: EstimateStatus, to: EstimateStatus) =>
  isFrozenStatus(from) && !isFrozenStatus(to);
