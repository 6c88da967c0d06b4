import '#domain/messages/load/calendar';
import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { CalendarDays } from 'lucide-react';
import type { CalendarAnswer, CalendarItem } from '#domain/contracts/calendar';
import { formatMoney } from '#domain/format';
import { formatDateAs } from '#domain/messages/i18n';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { kindLabels, kindStyles, truncateDescription } from '../calendar-kinds';
import { formatTime } from '../month';
import { ItemText } from './item-chip';

const column = createColumnHelper<CalendarItem>();
const none = <span className="text-slate-500">—</span>;

function listColumns(onOpen: (item: CalendarItem) => void) {
  return [
    column.display({
      id: 'date',
      header: t('calendar:list.columns.date'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {formatDateAs('dayShort', row.original.day)}
          {row.original.time ? (
            <span className="block text-slate-600 text-xs">{formatTime(row.original.time)}</span>
          ) : null}
        </span>
      ),
      meta: { width: 'w-32', card: 'aside' },
    }),
    column.display({
      id: 'title',
      header: t('calendar:list.columns.title'),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          className="text-left font-medium text-slate-900 hover:text-primary hover:underline"
        >
          <ItemText item={{ ...row.original, time: null }} />
        </button>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'kind',
      header: t('calendar:list.columns.kind'),
      cell: ({ row }) => (
        <span
          className={cn(
            'inline-block whitespace-nowrap rounded-sm border-l-4 px-1.5 py-0.5 text-xs',
            kindStyles[row.original.kind].chip,
          )}
        >
          {kindLabels[row.original.kind]}
        </span>
      ),
      meta: { width: 'w-32' },
    }),
    column.display({
      id: 'description',
      header: t('calendar:list.columns.description'),
      cell: ({ row }) => truncateDescription(row.original.description) || none,
    }),
    column.display({
      id: 'project',
      header: t('calendar:list.columns.project'),
      cell: ({ row }) => row.original.projectName ?? none,
      meta: { width: 'w-40' },
    }),
    column.display({
      id: 'amount',
      header: t('calendar:list.columns.amount'),
      cell: ({ row }) => (row.original.amount === null ? none : formatMoney(row.original.amount)),
      meta: { width: 'w-28', align: 'right' },
    }),
  ];
}

/** The list view: the month's items day by day (a multi-day event on each of its days). */
export function CalendarList({
  query,
  onOpen,
}: {
  query: UseQueryResult<CalendarAnswer>;
  onOpen: (item: CalendarItem) => void;
}) {
  const rows = query.data?.items ?? [];
  return (
    <>
      <DataTable
        label={t('calendar:list.label')}
        columns={listColumns(onOpen)}
        rows={rows}
        getRowId={(item) => `${item.kind}-${item.id}-${item.day}`}
        query={query}
        errorTitle={t('calendar:loadError')}
        empty={
          <EmptyState icon={CalendarDays} title={t('calendar:list.emptyTitle')}>
            {t('calendar:list.empty')}
          </EmptyState>
        }
      />
      {query.data?.truncated ? (
        <p className="mt-2 text-slate-600 text-sm">{t('calendar:list.truncated', { shown: rows.length })}</p>
      ) : null}
    </>
  );
}
