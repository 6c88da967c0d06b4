import '#domain/messages/load/estimates';
import type { EstimateAction, EstimateStatus } from '#domain/enums';
import { checkStatusChange, type StatusChangeResult } from '#domain/estimate-status';
import { t } from '#web/lib/i18n';

export const estimateStatusLabels: Record<EstimateStatus, string> = {
  draft: t('estimates:statuses.draft'),
  pending: t('estimates:statuses.pending'),
  approved: t('estimates:statuses.approved'),
  declined: t('estimates:statuses.declined'),
};

/** Badge colours: draft grey, pending amber (waiting on the client), approved green, declined red. */
export const estimateStatusVariant: Record<EstimateStatus, 'grey' | 'amber' | 'green' | 'red'> = {
  draft: 'grey',
  pending: 'amber',
  approved: 'green',
  declined: 'red',
};

export const estimateActionLabels: Record<EstimateAction, string> = {
  created: t('estimates:actions.created'),
  viewed: t('estimates:actions.viewed'),
  edited: t('estimates:actions.edited'),
  sent: t('estimates:actions.sent'),
  approved: t('estimates:actions.approved'),
  declined: t('estimates:actions.declined'),
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
      ? [['pending', t('estimates:statusActions.send')]]
      : status === 'pending'
        ? [
            ['approved', t('estimates:statusActions.approve')],
            ['declined', t('estimates:statusActions.decline')],
            ['draft', t('estimates:statusActions.returnToDraft')],
          ]
        : [['draft', t('estimates:statusActions.returnToDraft')]];
  return targets.map(([to, label]) => ({
    to,
    label,
    check: checkStatusChange(status, to, { recipientCount }),
  }));
}
