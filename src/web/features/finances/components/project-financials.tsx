import '#domain/messages/load/finances';
import '#domain/messages/load/invoices';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Milestone, Plus } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { useUser } from '../../auth/api';
import { milestoneBillingQuery } from '../api';
import { expensesListState, invoicesListState } from '../list-state';
import { projectBillingQuery } from '../progress-api';
import { CreateMilestoneInvoiceDialog, offeredMilestones } from './create-milestone-invoice-dialog';
import { DepositsCard } from './deposits-card';
import { ExpensesList } from './expenses-list';
import { InvoicesList } from './invoices-list';
import { MilestoneBillingCard } from './milestone-billing-card';
import { BillingMethodCard, ScheduleOfValuesCard } from './progress-billing-panel';

type ProjectFinancialsProps = { companyId: number; projectId: number };

/** The list shown under the milestones, in the address as `list=expenses` (the invoices when absent). */
const projectFinancialsState = v.object({
  list: v.fallback(v.picklist(['invoices', 'expenses']), 'invoices'),
});
/** The lists' own parameters (search, filters, sort, page): the other list starts without them. */
const listParams = [...Object.keys(invoicesListState.entries), ...Object.keys(expensesListState.entries)];

/**
 * The project's Financials tab (docs/product.md#milestone-invoices): its milestones and what each bills, Create
 * Milestone Invoice (the deposit only once the estimate is approved, milestones already invoiced not offered),
 * Generate Invoice, a link to /finances, and the sub-tabs Invoices and Expenses with the finance lists for this
 * project.
 */
export function ProjectFinancials({ companyId, projectId }: ProjectFinancialsProps) {
  const { user } = useUser();
  // Employees may not create invoices (docs/product.md#invoices).
  const manages = can(user, 'manageInvoices');
  const billing = useQuery(milestoneBillingQuery(projectId));
  // Milestones or progress (decision 0271): a progress project shows its schedule of values instead.
  const method = useQuery(projectBillingQuery(projectId));
  const progress = method.data?.method === 'progress';
  const [creating, setCreating] = useState(false);
  const [{ list: view }, setState] = useUrlState(projectFinancialsState);
  const setView = (next: string) =>
    setState({ list: next === 'expenses' ? 'expenses' : 'invoices' }, { drop: listParams });
  const offered = billing.data && !progress ? offeredMilestones(billing.data) : [];
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">{t('finances:projectFinancials.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={href('/finances')}>
              {t('finances:projectFinancials.viewAll')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {manages ? (
            <Button asChild variant="outline" size="sm">
              <Link to={href('/finances/invoices/new', { projectId })}>
                <Plus aria-hidden="true" />
                {t('finances:projectFinancials.generateInvoice')}
              </Link>
            </Button>
          ) : null}
          {manages && offered.length > 0 ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Milestone aria-hidden="true" />
              {t('invoices:milestoneDialog.title')}
            </Button>
          ) : null}
        </div>
      </div>
      {method.data ? (
        <BillingMethodCard
          key={method.data.version}
          projectId={projectId}
          billing={method.data}
          manages={manages}
        />
      ) : null}
      {progress ? (
        <ScheduleOfValuesCard companyId={companyId} projectId={projectId} manages={manages} />
      ) : billing.isPending ? (
        <Skeleton className="h-56" />
      ) : billing.isError ? (
        <ErrorState
          title={t('finances:projectFinancials.milestonesError')}
          message={errorMessage(billing.error, t('common:unexpectedError'))}
          onRetry={() => void billing.refetch()}
        />
      ) : (
        <MilestoneBillingCard billing={billing.data} />
      )}
      <DepositsCard companyId={companyId} projectId={projectId} manages={manages} />
      {billing.data ? (
        <CreateMilestoneInvoiceDialog
          companyId={companyId}
          projectId={projectId}
          billing={billing.data}
          open={creating}
          onOpenChange={setCreating}
        />
      ) : null}
      <Tabs value={view} onValueChange={setView}>
        <TabsList>
          <TabsTrigger value="invoices">{t('finances:tabs.invoices')}</TabsTrigger>
          <TabsTrigger value="expenses">{t('finances:tabs.expenses')}</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices">
          {view === 'invoices' ? <InvoicesList companyId={companyId} projectId={projectId} /> : null}
        </TabsContent>
        <TabsContent value="expenses">
          {view === 'expenses' ? <ExpensesList companyId={companyId} projectId={projectId} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
