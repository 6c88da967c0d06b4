import '#domain/messages/load/change-orders';
import type { ChangeOrderReason, ChangeOrderStatus } from '#domain/enums';
import { changeOrderReasons } from '#domain/enums';
import { t } from '#web/lib/i18n';

export const changeOrderStatusLabels: Record<ChangeOrderStatus, string> = {
  draft: t('changeOrders:statuses.draft'),
  pending: t('changeOrders:statuses.pending'),
  approved: t('changeOrders:statuses.approved'),
  declined: t('changeOrders:statuses.declined'),
  void: t('changeOrders:statuses.void'),
};

/** As an estimate's: draft grey, pending amber (waiting on the client), approved green, declined red; void grey. */
export const changeOrderStatusVariant: Record<ChangeOrderStatus, 'grey' | 'amber' | 'green' | 'red'> = {
  draft: 'grey',
  pending: 'amber',
  approved: 'green',
  declined: 'red',
  void: 'grey',
};

export const changeOrderReasonOptions = changeOrderReasons.map((value: ChangeOrderReason) => ({
  value,
  label: t(`changeOrders:reasons.${value}`),
}));
