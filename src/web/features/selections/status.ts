import '#domain/messages/load/selections';
import type { SelectionDisplayStatus } from '#domain/enums';
import { t } from '#web/lib/i18n';

export const selectionStatusLabels: Record<SelectionDisplayStatus, string> = {
  open: t('selections:statuses.open'),
  overdue: t('selections:statuses.overdue'),
  selected: t('selections:statuses.selected'),
  ordered: t('selections:statuses.ordered'),
};

/** Open blue (waiting on the client), overdue red, selected amber (to order), ordered green. */
export const selectionStatusVariant: Record<SelectionDisplayStatus, 'blue' | 'red' | 'amber' | 'green'> = {
  open: 'blue',
  overdue: 'red',
  selected: 'amber',
  ordered: 'green',
};
