import '#domain/messages/load/audit';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, Download, ScrollText, SearchX } from 'lucide-react';
import { type ReactElement, useMemo } from 'react';
import * as v from 'valibot';
import { auditActions, auditEntities } from '#calls/audit';
import type { Answer } from '#domain/contracts/answers';
import type { auditEntryAnswer } from '#domain/contracts/audit';
import { formatDateTime } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Button, buttonVariants } from '#web/components/ui/button';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select, type SelectOption } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { commaList, useUrlState, wholeNumberParam } from '#web/lib/url-state';
import type { AuditLogSource } from '../api';
import { actionLabel, actionOptions, detailLines, entityLabel, entityOptions } from '../audit-text';

type Line = Answer<typeof auditEntryAnswer>;
type Filters = { who: string; action: string; entityType: string; from: string; to: string };

const recordIdText = v.fallback(v.pipe(v.string(), v.regex(/^\d{1,10}$/)), '');
const dayText = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');
/**
 * The log's filters and page in the address: the who filter (`userId` or `companyId`, whichever the page has),
 * `action`, `entityType`, `from` and `to`, and `before`: the cursors of the pages walked with Older,
 * comma-separated (the last is the page shown; none is the newest page), so Newer goes back one page even after a
 * reload or from a shared link.
 */
const auditLogState = v.object({
  userId: recordIdText,
  companyId: recordIdText,
  action: v.fallback(v.picklist(['', ...auditActions]), ''),
  entityType: v.fallback(v.picklist(['', ...auditEntities]), ''),
  from: dayText,
  to: dayText,
  before: v.fallback(v.pipe(commaList(wholeNumberParam(1, Number.MAX_SAFE_INTEGER)), v.maxLength(1000)), []),
});

const column = createColumnHelper<Line>();

const actionVariant = (action: string) =>
  action === 'delete' || action === 'login_failed' ? 'red' : action === 'create' ? 'green' : 'secondary';

function columns(showCompany: boolean) {
  return [
    column.accessor('createdAt', {
      header: t('audit:columns.when'),
      cell: ({ getValue }) => formatDateTime(getValue()),
      meta: { width: 'w-44', className: 'whitespace-nowrap', card: 'plain' },
    }),
    column.accessor('userName', {
      header: t('audit:columns.user'),
      cell: ({ getValue }) => getValue() ?? <span className="text-slate-500">{t('audit:noUser')}</span>,
      meta: { width: 'w-40', className: 'truncate', card: 'title' },
    }),
    column.accessor('action', {
      header: t('audit:columns.action'),
      cell: ({ getValue }) => <Badge variant={actionVariant(getValue())}>{actionLabel(getValue())}</Badge>,
      meta: { width: 'w-36', card: 'aside' },
    }),
    column.display({
      id: 'record',
      header: t('audit:columns.record'),
      cell: ({ row }) => (
        <span>
          {entityLabel(row.original.entityType)}
          {row.original.entityId ? <span className="text-slate-500"> #{row.original.entityId}</span> : null}
        </span>
      ),
      meta: { width: 'w-44' },
    }),
    column.display({
      id: 'details',
      header: t('audit:columns.details'),
      cell: ({ row }) => (
        <ul className="space-y-0.5 break-words text-slate-700 text-sm">
          {detailLines(row.original.details).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ),
    }),
    ...(showCompany
      ? [
          column.accessor('companyName', {
            header: t('audit:columns.company'),
            cell: ({ getValue }) => getValue() ?? <span className="text-slate-500">{t('audit:system')}</span>,
            meta: { width: 'w-40', className: 'truncate' },
          }),
        ]
      : []),
  ];
}

export type AuditLogViewProps = {
  /** Where the page reads: companyAuditLog(id) or allAuditLog (../api.ts). */
  source: AuditLogSource;
  /**
   * The first filter: the company's users as a select (sent as userId), or a control of the page's own, such as a
   * searched company select (sent as companyId). Its value is the id as text, '' for everyone.
   */
  who:
    | { label: string; param: 'userId'; all: string; options: SelectOption[] }
    | {
        label: string;
        param: 'companyId';
        control: (value: string, onChange: (value: string) => void) => ReactElement;
      };
};

/**
 * The audit log: newest first, filtered by who, action, record type and days, in pages of 50 walked with Older and
 * Newer (the server pages by position in the log, so a million lines cost no more than fifty), and exported as CSV
 * with the same filters. The filters and the page live in the address (Back and Forward walk through them).
 */
export function AuditLogView({ source, who }: AuditLogViewProps) {
  // Immediate: the filters are controlled selects and date inputs (a date being typed must not be reset).
  const [state, setState] = useUrlState(auditLogState, { immediate: true });
  const filters: Filters = {
    who: state[who.param],
    action: state.action,
    entityType: state.entityType,
    from: state.from,
    to: state.to,
  };
  // The `before` cursor of each page shown so far, the newest page's being none: the last is the current page's.
  const cursors = [undefined, ...state.before];
  const params = {
    [who.param]: filters.who || undefined,
    action: filters.action || undefined,
    entityType: filters.entityType || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const before = cursors.at(-1);
  const query = useQuery(source.page({ ...params, before }));
  const table = useMemo(() => columns(who.param === 'companyId'), [who.param]);
  const filtered = Object.values(filters).some(Boolean);
  // Each filter change is a history entry (Back undoes it) and starts again at the newest page.
  const change = (field: keyof Filters) => (value: string) =>
    setState({ [field === 'who' ? who.param : field]: value, before: [] });

  const toolbar = (
    <div className="grid gap-3 border-slate-200 border-b p-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
      {who.param === 'userId' ? (
        <FilterSelect
          label={who.label}
          value={filters.who}
          onChange={change('who')}
          all={who.all}
          options={who.options}
        />
      ) : (
        // min-w-0: a long company name is cut short in its column rather than pushing into the next filter.
        <FormField label={who.label} className="min-w-0">
          {who.control(filters.who, change('who'))}
        </FormField>
      )}
      <FilterSelect
        label={t('audit:filters.action')}
        value={filters.action}
        onChange={change('action')}
        all={t('audit:filters.allActions')}
        options={actionOptions}
      />
      <FilterSelect
        label={t('audit:filters.record')}
        value={filters.entityType}
        onChange={change('entityType')}
        all={t('audit:filters.allRecords')}
        options={entityOptions}
      />
      <DateFilter label={t('audit:filters.from')} value={filters.from} onChange={change('from')} />
      <DateFilter label={t('audit:filters.to')} value={filters.to} onChange={change('to')} />
      <a className={buttonVariants({ variant: 'outline' })} href={source.exportUrl(params)} download>
        <Download aria-hidden="true" />
        {t('audit:exportCsv')}
      </a>
    </div>
  );

  const page = query.data;
  const footer =
    page && (cursors.length > 1 || page.nextBefore !== null) ? (
      <nav
        aria-label={t('audit:pages')}
        className="flex items-center justify-end gap-2 border-slate-200 border-t px-4 py-3"
      >
        <Button
          variant="outline"
          size="sm"
          disabled={cursors.length <= 1}
          onClick={() => setState({ before: state.before.slice(0, -1) })}
        >
          <ChevronLeft aria-hidden="true" />
          {t('audit:newer')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page.nextBefore === null}
          onClick={() =>
            page.nextBefore === null ? undefined : setState({ before: [...state.before, page.nextBefore] })
          }
        >
          {t('audit:older')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    ) : null;

  return (
    <DataTable
      label={t('audit:label')}
      columns={table}
      rows={page?.items ?? []}
      getRowId={(line) => line.id}
      query={query}
      errorTitle={t('audit:loadError')}
      filtered={filtered}
      noResults={
        <EmptyState icon={SearchX} title={t('audit:noResultsTitle')}>
          {t('audit:noResults')}
        </EmptyState>
      }
      empty={
        <EmptyState icon={ScrollText} title={t('audit:emptyTitle')}>
          {t('audit:empty')}
        </EmptyState>
      }
      toolbar={toolbar}
      footer={footer}
    />
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  all: string;
  options: readonly SelectOption[];
}) {
  return (
    <FormField label={props.label}>
      <Select value={props.value} onChange={(e) => props.onChange(e.target.value)} options={props.options}>
        <option value="">{props.all}</option>
      </Select>
    </FormField>
  );
}

function DateFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={props.label}>
      <Input type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </FormField>
  );
}
