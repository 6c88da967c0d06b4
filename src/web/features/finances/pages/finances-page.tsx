import '#domain/messages/load/finances';
import { BarChart3, FileDown, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { Link } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { useCompanyId, useUser } from '../../auth/api';
import { ExpensesList } from '../components/expenses-list';
import { FinanceCards } from '../components/finance-cards';
import { InvoicesList } from '../components/invoices-list';
import { financesPageState } from '../finance-periods';

// Create New Invoice (its form, the form library and the invoice's schema) loads when it is first opened.
const CreateInvoiceDialog = lazy(() =>
  import('../components/create-invoice-dialog').then((m) => ({ default: m.CreateInvoiceDialog })),
);

// The vendor bills (purchasing's list) load with their tab.
const BillsList = lazy(() =>
  import('../../purchasing/components/bills-list').then((m) => ({ default: m.BillsList })),
);

/**
 * /finances: the four cards, then the Invoices, Expenses and Bills tabs (the open tab lives in the address); the
 * bills are every project's vendor bills (decision 0268).
 */
export default function FinancesPage() {
  const companyId = useCompanyId();
  const [{ tab }, setState] = useUrlState(financesPageState);
  const [creating, setCreating] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const createMounted = useOpenedOnce(creating);
  // Employees may not create invoices (docs/product.md#invoices).
  const { user } = useUser();
  const addInvoice = can(user, 'manageInvoices') ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t('finances:addInvoice')}
    </Button>
  ) : null;
  // The financial reports are for admins and managers (decision 0272).
  const reports = can(user, 'readFinancialReports') ? (
    <Button asChild variant="outline">
      <Link to={href('/finances/reports')}>
        <BarChart3 aria-hidden="true" />
        {t('finances:reports')}
      </Link>
    </Button>
  ) : null;
  // The accounting exports (decision 0273): admins and managers.
  const exports = can(user, 'exportAccounting') ? (
    <Button asChild variant="outline">
      <Link to={href('/finances/exports')}>
        <FileDown aria-hidden="true" />
        {t('finances:exports')}
      </Link>
    </Button>
  ) : null;
  return (
    <>
      <PageHeader
        title={t('finances:title')}
        description={t('finances:description')}
        actions={
          reports || exports || addInvoice ? (
            <>
              {reports}
              {exports}
              {addInvoice}
            </>
          ) : null
        }
      />
      {createMounted ? (
        <Suspense fallback={null}>
          <CreateInvoiceDialog companyId={companyId} open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
      <FinanceCards companyId={companyId} />
      <Tabs
        value={tab}
        // A tab's search, filters and page are its own: switching starts the other list afresh (dropping every
        // parameter but the page's own); the cards' period stays. Back returns to the tab before.
        onValueChange={(next) =>
          setState({ tab: next === 'expenses' || next === 'bills' ? next : 'invoices' }, { drop: 'others' })
        }
      >
        <TabsList>
          <TabsTrigger value="invoices">{t('finances:tabs.invoices')}</TabsTrigger>
          <TabsTrigger value="expenses">{t('finances:tabs.expenses')}</TabsTrigger>
          <TabsTrigger value="bills">{t('finances:tabs.bills')}</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices">
          {tab === 'invoices' ? <InvoicesList companyId={companyId} /> : null}
        </TabsContent>
        <TabsContent value="expenses">
          {tab === 'expenses' ? <ExpensesList companyId={companyId} /> : null}
        </TabsContent>
        <TabsContent value="bills">
          {tab === 'bills' ? (
            <Suspense fallback={<Skeleton className="h-64" />}>
              <BillsList companyId={companyId} />
            </Suspense>
          ) : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
