import '#domain/messages/load/finances';
import { BarChart3, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { t } from '#web/lib/i18n';
import { useUrlState } from '#web/lib/url-state';
import { useCompanyId, useUser } from '../../auth/api';
import { CreateInvoiceDialog } from '../components/create-invoice-dialog';
import { ExpensesList } from '../components/expenses-list';
import { FinanceCards } from '../components/finance-cards';
import { InvoicesList } from '../components/invoices-list';
import { financesPageState } from '../finance-periods';

/** /finances: the four cards, then the Invoices and Expenses tabs (the open tab lives in the address). */
export default function FinancesPage() {
  const companyId = useCompanyId();
  const [{ tab }, setState] = useUrlState(financesPageState);
  const [creating, setCreating] = useState(false);
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
  return (
    <>
      <PageHeader
        title={t('finances:title')}
        description={t('finances:description')}
        actions={
          reports || addInvoice ? (
            <>
              {reports}
              {addInvoice}
            </>
          ) : null
        }
      />
      <CreateInvoiceDialog companyId={companyId} open={creating} onOpenChange={setCreating} />
      <FinanceCards companyId={companyId} />
      <Tabs
        value={tab}
        // A tab's search, filters and page are its own: switching starts the other list afresh (dropping every
        // parameter but the page's own); the cards' period stays. Back returns to the tab before.
        onValueChange={(next) =>
          setState({ tab: next === 'expenses' ? 'expenses' : 'invoices' }, { drop: 'others' })
        }
      >
        <TabsList>
          <TabsTrigger value="invoices">{t('finances:tabs.invoices')}</TabsTrigger>
          <TabsTrigger value="expenses">{t('finances:tabs.expenses')}</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices">
          {tab === 'invoices' ? <InvoicesList companyId={companyId} /> : null}
        </TabsContent>
        <TabsContent value="expenses">
          {tab === 'expenses' ? <ExpensesList companyId={companyId} /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
