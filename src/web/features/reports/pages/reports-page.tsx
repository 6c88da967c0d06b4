import '#domain/messages/load/reports';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BarChart3, Download } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import * as v from 'valibot';
import type { ApAging, ArAging, CashFlow, ProfitByProject, Wip } from '#domain/contracts/reports';
import { formatMoney, formatPercent } from '#domain/format';
import { can } from '#domain/permissions';
import AccessDeniedPage from '#web/app/pages/access-denied-page';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { DataTable, type ListQueryState } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { ListPager } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { downloadFile } from '#web/lib/download-file';
import { t } from '#web/lib/i18n';
import { pageParam } from '#web/lib/list-state';
import { useUrlState } from '#web/lib/url-state';
import { useCompanyId, useUser } from '../../auth/api';
import {
  apAgingQuery,
  arAgingQuery,
  cashFlowQuery,
  profitQuery,
  type ReportDates,
  type ReportName,
  reportCsvUrl,
  reportNames,
  wipQuery,
} from '../api';

// The chart library is loaded only when the cash flow report shows.
const CashFlowChart = lazy(() => import('../components/cash-flow-chart'));

const day = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');

/**
 * The open report, its dates and its page of rows live in the address, so a reload or a shared link shows the same
 * figures.
 */
const reportsPageState = v.object({
  report: v.fallback(v.picklist(reportNames), 'ar-aging'),
  asOf: day,
  from: day,
  to: day,
  page: pageParam,
});

const tabLabels: Record<ReportName, string> = {
  'ar-aging': 'reports:tabs.arAging',
  'ap-aging': 'reports:tabs.apAging',
  profit: 'reports:tabs.profit',
  wip: 'reports:tabs.wip',
  'cash-flow': 'reports:tabs.cashFlow',
};

/** /finances/reports: receivables and payables aging, profit by project, work in progress and cash flow. */
export default function ReportsPage() {
  const companyId = useCompanyId();
  const allowed = can(useUser().user, 'readFinancialReports');
  const [state, setState] = useUrlState(reportsPageState, { immediate: true });
  const dates: ReportDates = { asOf: state.asOf, from: state.from, to: state.to };
  // Another report or other dates start again at the first page of rows.
  const change = (patch: Partial<typeof state>) => setState({ ...patch, page: 1 });
  const paging = { page: state.page, onPageChange: (page: number) => setState({ page }) };
  const props = { companyId, dates, paging };
  const aging = state.report === 'ar-aging' || state.report === 'ap-aging';
  // The reports are money: admins and managers (decision 0272); the server refuses the others anyway.
  if (!allowed) return <AccessDeniedPage />;
  return (
    <>
      <BackLink to={href('/finances')}>{t('reports:back')}</BackLink>
      <PageHeader title={t('reports:title')} description={t('reports:description')} />
      <Tabs value={state.report} onValueChange={(next) => change({ report: next as ReportName })}>
        <div className="min-w-0">
          {/* Five reports do not fit a phone's width on one line: the tabs wrap. */}
          <TabsList className="h-auto flex-wrap">
            {reportNames.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(tabLabels[name] as 'reports:tabs.arAging')}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {aging ? (
            <DateFilter
              label={t('reports:filters.asOf')}
              value={state.asOf}
              onChange={(asOf) => change({ asOf })}
            />
          ) : (
            <>
              <DateFilter
                label={t('reports:filters.from')}
                value={state.from}
                onChange={(from) => change({ from })}
              />
              <DateFilter
                label={t('reports:filters.to')}
                value={state.to}
                onChange={(to) => change({ to })}
              />
            </>
          )}
          <CsvButton url={reportCsvUrl(state.report, companyId, dates)} name={state.report} />
        </div>
        <TabsContent value="ar-aging">
          {state.report === 'ar-aging' ? <ArAgingReport {...props} /> : null}
        </TabsContent>
        <TabsContent value="ap-aging">
          {state.report === 'ap-aging' ? <ApAgingReport {...props} /> : null}
        </TabsContent>
        <TabsContent value="profit">
          {state.report === 'profit' ? <ProfitReport {...props} /> : null}
        </TabsContent>
        <TabsContent value="wip">{state.report === 'wip' ? <WipReport {...props} /> : null}</TabsContent>
        <TabsContent value="cash-flow">
          {state.report === 'cash-flow' ? <CashFlowReport companyId={companyId} dates={dates} /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}

function DateFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={props.label} className="w-40">
      <Input type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </FormField>
  );
}

function CsvButton({ url, name }: { url: string; name: string }) {
  const download = useMutation({
    mutationFn: () => downloadFile(url, `${name}.csv`),
    onError: (error) =>
      toast({
        title: t('reports:loadError'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
  return (
    <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
      <Download aria-hidden="true" />
      {t('reports:downloadCsv')}
    </Button>
  );
}

type Props = { companyId: number; dates: ReportDates };
/** The page of rows a paged report shows (from 1), and how to show another. */
type Paging = { page: number; onPageChange: (page: number) => void };
type PagedProps = Props & { paging: Paging };

/** A row of a report, or its totals line (`total`), shown last in bold. */
type Lined<Row> = Row & { isTotal?: true };

const moneyColumn = <Row,>(key: keyof Row & string, header: string): ColumnDef<Lined<Row>> => ({
  id: key,
  header,
  cell: ({ row }) => {
    const value = row.original[key] as unknown as string | null;
    return <Figure isTotal={row.original.isTotal}>{value === null ? '—' : formatMoney(value)}</Figure>;
  },
  meta: { align: 'right' },
});

function Figure({ isTotal, children }: { isTotal: true | undefined; children: ReactNode }) {
  return <span className={isTotal ? 'font-semibold text-slate-900' : undefined}>{children}</span>;
}

const nameColumn = <Row,>(header: string, name: (row: Lined<Row>) => string): ColumnDef<Lined<Row>> => ({
  id: 'name',
  header,
  cell: ({ row }) => (
    <Figure isTotal={row.original.isTotal}>
      {row.original.isTotal ? t('reports:total') : name(row.original)}
    </Figure>
  ),
  meta: { card: 'title', width: 'w-56' },
});

function Report<Row>(props: {
  label: string;
  note: string;
  columns: ColumnDef<Lined<Row>>[];
  rows: Row[] | undefined;
  totals: Lined<Row> | undefined;
  query: ListQueryState;
  rowId: (row: Row) => string | number;
  empty: { title: string; text: string };
  /** A paged report: its page, how many rows it has over all pages, and what they are ('customers'). */
  pager?: Paging & { total: number | undefined; noun: string };
  children?: ReactNode;
}) {
  const rows: Lined<Row>[] =
    props.rows?.length && props.totals ? [...(props.rows as Lined<Row>[]), props.totals] : [];
  return (
    <div className="mt-4 grid min-w-0 grid-cols-1 gap-4">
      <p className="text-slate-500 text-sm">{props.note}</p>
      {props.rows?.length ? props.children : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          label={props.label}
          columns={props.columns}
          rows={rows}
          getRowId={(row) => (row.isTotal ? 'total' : props.rowId(row))}
          query={props.query}
          errorTitle={t('reports:loadError')}
          tableFrom="lg"
          footer={
            props.pager ? (
              <ListPager
                inCard
                page={props.pager.page}
                shown={props.rows?.length ?? 0}
                total={props.pager.total ?? 0}
                noun={props.pager.noun}
                onPageChange={props.pager.onPageChange}
              />
            ) : null
          }
          empty={
            <EmptyState icon={BarChart3} title={props.empty.title}>
              {props.empty.text}
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}

const agingColumns = <Row extends ArAging['totals']>(): ColumnDef<Lined<Row>>[] => [
  moneyColumn<Row>('current', t('reports:columns.current')),
  moneyColumn<Row>('days1to30', t('reports:columns.days1to30')),
  moneyColumn<Row>('days31to60', t('reports:columns.days31to60')),
  moneyColumn<Row>('days61to90', t('reports:columns.days61to90')),
  moneyColumn<Row>('over90', t('reports:columns.over90')),
  moneyColumn<Row>('total', t('reports:columns.balance')),
];

type ArRow = ArAging['rows'][number];
function ArAgingReport({ companyId, dates, paging }: PagedProps) {
  const query = useQuery(arAgingQuery(companyId, dates, paging.page));
  const data = query.data;
  return (
    <Report<ArRow>
      label={t('reports:tabs.arAging')}
      note={t('reports:notes.arAging')}
      columns={[
        nameColumn<ArRow>(t('reports:columns.customer'), (r) => r.name ?? t('reports:noCustomer')),
        ...agingColumns<ArRow>(),
      ]}
      rows={data?.rows}
      totals={data ? { customerId: null, name: null, count: 0, ...data.totals, isTotal: true } : undefined}
      query={query}
      pager={{ ...paging, total: data?.rowCount, noun: t('reports:nouns.customers') }}
      rowId={(r) => r.customerId ?? 'none'}
      empty={{ title: t('reports:empty.arAging'), text: t('reports:empty.arAgingText') }}
    />
  );
}

type ApRow = ApAging['rows'][number];
function ApAgingReport({ companyId, dates, paging }: PagedProps) {
  const query = useQuery(apAgingQuery(companyId, dates, paging.page));
  const data = query.data;
  return (
    <Report<ApRow>
      label={t('reports:tabs.apAging')}
      note={t('reports:notes.apAging')}
      columns={[nameColumn<ApRow>(t('reports:columns.vendor'), (r) => r.name), ...agingColumns<ApRow>()]}
      rows={data?.rows}
      totals={data ? { vendorId: null, name: '', count: 0, ...data.totals, isTotal: true } : undefined}
      query={query}
      pager={{ ...paging, total: data?.rowCount, noun: t('reports:nouns.vendors') }}
      rowId={(r) => r.name}
      empty={{ title: t('reports:empty.apAging'), text: t('reports:empty.apAgingText') }}
    />
  );
}

type ProfitRow = ProfitByProject['rows'][number];
function ProfitReport({ companyId, dates, paging }: PagedProps) {
  const query = useQuery(profitQuery(companyId, dates, paging.page));
  const data = query.data;
  return (
    <Report<ProfitRow>
      label={t('reports:tabs.profit')}
      note={t('reports:notes.profit')}
      columns={[
        nameColumn<ProfitRow>(t('reports:columns.project'), (r) => r.name),
        moneyColumn<ProfitRow>('contract', t('reports:columns.contract')),
        moneyColumn<ProfitRow>('billed', t('reports:columns.billed')),
        moneyColumn<ProfitRow>('collected', t('reports:columns.collected')),
        moneyColumn<ProfitRow>('cost', t('reports:columns.cost')),
        moneyColumn<ProfitRow>('projectedProfit', t('reports:columns.projectedProfit')),
      ]}
      rows={data?.rows}
      totals={
        data ? { projectId: 0, name: '', customerName: null, ...data.totals, isTotal: true } : undefined
      }
      query={query}
      pager={{ ...paging, total: data?.rowCount, noun: t('reports:nouns.projects') }}
      rowId={(r) => r.projectId}
      empty={{ title: t('reports:empty.profit'), text: t('reports:empty.profitText') }}
    />
  );
}

type WipRow = Wip['rows'][number];
function WipReport({ companyId, dates, paging }: PagedProps) {
  const query = useQuery(wipQuery(companyId, dates, paging.page));
  const data = query.data;
  return (
    <Report<WipRow>
      label={t('reports:tabs.wip')}
      note={t('reports:notes.wip')}
      columns={[
        nameColumn<WipRow>(t('reports:columns.project'), (r) => r.name),
        moneyColumn<WipRow>('contract', t('reports:columns.contract')),
        moneyColumn<WipRow>('forecastCost', t('reports:columns.forecastCost')),
        moneyColumn<WipRow>('costToDate', t('reports:columns.costToDate')),
        {
          id: 'percentComplete',
          header: t('reports:columns.percentComplete'),
          cell: ({ row }) => (row.original.isTotal ? '' : formatPercent(row.original.percentComplete)),
          meta: { align: 'right' },
        },
        moneyColumn<WipRow>('earned', t('reports:columns.earned')),
        moneyColumn<WipRow>('billed', t('reports:columns.billed')),
        moneyColumn<WipRow>('overBilled', t('reports:columns.overBilled')),
        moneyColumn<WipRow>('underBilled', t('reports:columns.underBilled')),
      ]}
      rows={data?.rows}
      totals={
        data ? { projectId: 0, name: '', percentComplete: '', ...data.totals, isTotal: true } : undefined
      }
      query={query}
      pager={{ ...paging, total: data?.rowCount, noun: t('reports:nouns.projects') }}
      rowId={(r) => r.projectId}
      empty={{ title: t('reports:empty.wip'), text: t('reports:empty.wipText') }}
    />
  );
}

type FlowRow = CashFlow['rows'][number];
function CashFlowReport({ companyId, dates }: Props) {
  const query = useQuery(cashFlowQuery(companyId, dates));
  const data = query.data;
  return (
    <Report<FlowRow>
      label={t('reports:tabs.cashFlow')}
      note={t('reports:notes.cashFlow')}
      columns={[
        nameColumn<FlowRow>(t('reports:columns.month'), (r) => r.month),
        moneyColumn<FlowRow>('collected', t('reports:columns.collected')),
        moneyColumn<FlowRow>('bills', t('reports:columns.bills')),
        moneyColumn<FlowRow>('expenses', t('reports:columns.expenses')),
        moneyColumn<FlowRow>('paidOut', t('reports:columns.paidOut')),
        moneyColumn<FlowRow>('net', t('reports:columns.net')),
      ]}
      rows={data?.rows}
      totals={data ? { month: '', ...data.totals, isTotal: true } : undefined}
      query={query}
      rowId={(r) => r.month}
      empty={{ title: t('reports:empty.cashFlow'), text: t('reports:empty.cashFlowText') }}
    >
      <div className="min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white p-4">
        <Suspense
          fallback={
            <div role="status" aria-label={t('reports:chart.loading')}>
              <Skeleton className="h-64 w-full sm:h-80" />
            </div>
          }
        >
          {data ? <CashFlowChart rows={data.rows} /> : null}
        </Suspense>
      </div>
    </Report>
  );
}
