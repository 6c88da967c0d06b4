import type { EstimateAction, EstimateStatus } from '#domain/enums';
import { checkStatusChange, type StatusChangeResult } from '#domain/estimate-status';

export const estimateStatusLabels: Record<EstimateStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

/** Badge colours: draft grey, pending amber (waiting on the client), approved green, declined red. */
export const estimateStatusVariant: Record<EstimateStatus, 'grey' | 'amber' | 'green' | 'red'> = {
  draft: 'grey',
  pending: 'amber',
  approved: 'green',
  declined: 'red',
};

export const estimateActionLabels: Record<EstimateAction, string> = {
  created: 'Created',
  viewed: 'Viewed',
  edited: 'Edited',
  sent: 'Sent',
  approved: 'Approved',
  declined: 'Declined',
};

export type StatusAction = { to: EstimateStatus; label: string; check: StatusChangeResult };

/**
 * The status buttons for the current status (docs/product.md#estimates): draft offers 'Send for approval'; pending
 * offers approve, decline and 'Return to Draft'; approved and declined offer 'Return to Draft'. Each carries the
 * domain rule's verdict, so a refusal (no recipient yet) is shown without asking the server.
 */
export function statusActions(status: EstimateStatus, recipientCount: number): StatusAction[] {
  const targets: [EstimateStatus, string][] =
    status === 'draft'
      ? [['pending', 'Send for approval']]
      : status === 'pending'
        ? [
            ['approved', 'Mark as approved by client'],
            ['declined', 'Mark as declined'],
            ['draft', 'Return to Draft'],
          ]
        : [['draft', 'Return to Draft']];
  return targets.map(([to, label]) => ({
    to,
    label,
    check: checkStatusChange(status, to, { recipientCount }),
  }));
}
