import '#domain/messages/load/purchasing';
import { Receipt, SearchX } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type * as v from 'valibot';
import { vendorBillCalls, vendorBillFilters } from '#calls/vendor-bills';
import type { VendorBillSummary } from '#domain/contracts/vendor-bills';
import { can } from '#domain/permissions';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { Select } from '#web/components/ui/select';
import { pagedCallQuery } from '#web/lib/calls';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { useUser } from '../../auth/api';
import { billsListState } from '../list-state';
import { billColumns } from './purchasing-tables';

// The payment form (and its schema, with zod) loads when Record payment is chosen.
const PaymentDialog = lazy(() => import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })));

/** The list's page (the project's purchasing page reads its bills unpaged, through api.ts). */
const billsPageQuery = (companyId: number, state: v.InferOutput<typeof billsListState>) =>
  pagedCallQuery(
    vendorBillCalls.list,
    { params: { companyId }, query: { search: state.search, status: state.status } },
    state.page,
  );

const filterOptions = vendorBillFilters.map((value) => ({
  value,
  label: t(`purchasing:ui.billFilters.${value}`),
}));

/**
 * The company's vendor bills (the Finances page's Bills tab), every project's: newest bill date first, searched by
 * vendor or number, filtered by payment state (To pay: unpaid or partly paid), paged on the server. Admins and
 * managers record payments from the row menu; bills are entered on their project's purchasing page.
 */
export function BillsList({ companyId }: { companyId: number }) {
  const mayManage = can(useUser().user, 'managePurchasing');
  const list = usePagedList(billsListState, (state) => billsPageQuery(companyId, state));
  const [paying, setPaying] = useState<VendorBillSummary | null>(null);
  const columns = useMemo(
    () => billColumns({ canManage: mayManage, pay: setPaying, withProject: true }),
    [mayManage],
  );
  return (
    <>
      <Card>
        <DataTable
          label={t('purchasing:ui.bills')}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => row.id}
          query={list.query}
          errorTitle={t('purchasing:ui.loadError')}
          filtered={list.state.search !== '' || list.state.status !== 'all'}
          noResults={
            <EmptyState icon={SearchX} title={t('purchasing:ui.noBillsFound')}>
              {t('purchasing:ui.noBillsMatch')}
            </EmptyState>
          }
          empty={
            <EmptyState icon={Receipt} title={t('purchasing:ui.emptyBills')}>
              {t('purchasing:ui.emptyBillsText')}
            </EmptyState>
          }
          toolbar={
            <ListSearch
              label={t('purchasing:ui.searchBills')}
              placeholder={t('purchasing:ui.searchBillsPlaceholder')}
              {...list.search}
            >
              <Select
                aria-label={t('purchasing:ui.status')}
                className="sm:w-44"
                value={list.state.status}
                onChange={(e) => list.setState({ status: e.target.value as typeof list.state.status })}
                options={filterOptions}
              />
            </ListSearch>
          }
          footer={<ListPager inCard noun={t('purchasing:ui.billsNoun')} {...list.pager} />}
        />
      </Card>
      {mayManage && paying ? (
        <Suspense fallback={null}>
          <PaymentDialog
            companyId={companyId}
            projectId={paying.projectId}
            bill={paying}
            onOpenChange={(open) => (open ? undefined : setPaying(null))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
