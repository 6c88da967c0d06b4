import '#domain/messages/load/calendar';
import type { CalendarItem, CalendarItemKind, CalendarKindFilter } from '#domain/contracts/calendar';
import type { CalendarEventType } from '#domain/enums';
import { t } from '#web/lib/i18n';
import { href } from '../../app/paths';

/** The kinds of calendar items as the calendar names them (docs/product.md#calendar). */
export const kindLabels: Record<CalendarItemKind, string> = {
  event: t('calendar:kinds.event'),
  task: t('calendar:kinds.task'),
  'invoice-due': t('calendar:kinds.invoice-due'),
  'invoice-paid': t('calendar:kinds.invoice-paid'),
  expense: t('calendar:kinds.expense'),
  'selection-due': t('calendar:kinds.selection-due'),
};

/**
 * One colour per kind, text dark enough on its tint for WCAG AA; the dot is the kind's colour on phones. The
 * label is always there too (in text or in the accessible name), so colour is never the only cue.
 */
export const kindStyles: Record<CalendarItemKind, { chip: string; dot: string }> = {
  event: { chip: 'border-blue-600 bg-blue-50 text-blue-900', dot: 'bg-blue-600' },
  task: { chip: 'border-amber-500 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  'invoice-due': { chip: 'border-red-600 bg-red-50 text-red-900', dot: 'bg-red-600' },
  'invoice-paid': { chip: 'border-green-600 bg-green-50 text-green-900', dot: 'bg-green-600' },
  expense: { chip: 'border-violet-600 bg-violet-50 text-violet-900', dot: 'bg-violet-600' },
  'selection-due': { chip: 'border-teal-600 bg-teal-50 text-teal-900', dot: 'bg-teal-600' },
};

/** The Filters popover's choices (tasks, events, invoices, expenses: docs/product.md#calendar). */
export const filterLabels: Record<CalendarKindFilter, string> = {
  task: t('calendar:filters.task'),
  event: t('calendar:filters.event'),
  invoice: t('calendar:filters.invoice'),
  expense: t('calendar:filters.expense'),
  selection: t('calendar:filters.selection'),
};

export const eventTypeLabels: Record<CalendarEventType, string> = {
  task: t('calendar:eventTypes.task'),
  milestone: t('calendar:eventTypes.milestone'),
  meeting: t('calendar:eventTypes.meeting'),
  deadline: t('calendar:eventTypes.deadline'),
  other: t('calendar:eventTypes.other'),
};

/**
 * Where an item opens, other than an event (which opens its dialog): an expense or an invoice in its list on
 * /finances, found by its text; a task on its project's Tasks tab; a selection on its project's Selections tab.
 */
export function itemLink(item: CalendarItem): string | null {
  switch (item.kind) {
    case 'expense':
      return href('/finances', { tab: 'expenses', search: item.title });
    case 'invoice-due':
    case 'invoice-paid':
      return href('/finances', { search: item.title });
    case 'task':
      return item.projectId === null ? null : href('/projects/:id', { id: item.projectId }, { tab: 'tasks' });
    case 'selection-due':
      return item.projectId === null
        ? null
        : href('/projects/:id', { id: item.projectId }, { tab: 'selections', selection: String(item.id) });
    case 'event':
      return null;
  }
}

/** The list view's description: its first 100 characters (docs/product.md#calendar). */
export function truncateDescription(text: string | null): string {
  if (!text) return '';
  return text.length > 100 ? `${text.slice(0, 100)}...` : text;
}
