import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { useCompanyId, useUser } from '../../auth/api';
import { CreateInvoiceDialog } from '../components/create-invoice-dialog';
import { ExpensesList } from '../components/expenses-list';
import { FinanceCards } from '../components/finance-cards';
import { InvoicesList } from '../components/invoices-list';

/** /finances: the four cards, then the Invoices and Expenses tabs (the open tab lives in the address). */
export default function FinancesPage() {
  const companyId = useCompanyId();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'expenses' ? 'expenses' : 'invoices';
  const [creating, setCreating] = useState(false);
  // Employees may not create invoices (docs/product.md#invoices).
  const addInvoice = can(useUser().user, 'manageInvoices') ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Add Invoice
    </Button>
  ) : null;
  return (
    <>
      <PageHeader
        title="Finances"
        description="Invoices, payments and expenses of your company"
        actions={addInvoice}
      />
      <CreateInvoiceDialog companyId={companyId} open={creating} onOpenChange={setCreating} />
      <FinanceCards companyId={companyId} />
      <Tabs
        value={tab}
        // A tab's search and page are its own: switching starts the other list afresh.
        onValueChange={(next) => {
          // The cards' period stays; the other tab's search and page start afresh.
          const period = params.get('period');
          const kept: Record<string, string> = period ? { period } : {};
          setParams(next === 'invoices' ? kept : { ...kept, tab: next }, { replace: true });
        }}
      >
        <TabsList>
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
          <TabsTrigger value="expenses">Expenses</TabsTrigger>
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
