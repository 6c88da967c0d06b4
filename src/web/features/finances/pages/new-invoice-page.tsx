import '#domain/messages/load/finances';
import '#domain/messages/load/invoices';
import { FormProvider } from 'react-hook-form';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { Card, CardContent } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { useContractForm } from '#web/lib/contract-form';
import { t } from '#web/lib/i18n';
import { resolverLoadingSchema } from '#web/lib/lazy-resolver';
import { useNavigate, useSearchParams } from '#web/lib/router';
import { useCompanyId } from '../../auth/api';
import { useCreateInvoice } from '../api';
import {
  InvoiceFormFields,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from '../components/invoice-form-fields';
import { newInvoiceValues } from '../new-invoice-values';

// The form is the page; the contract it is checked by (with zod) loads at its first check.
const checkInvoice = resolverLoadingSchema<InvoiceFormValues, InvoiceFormOutput>(() =>
  import('#domain/contracts/invoices').then((m) => m.createInvoiceBody),
);

/** A positive whole id from the address, else undefined (a hand-edited link simply preselects nothing). */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

/**
 * /finances/invoices/new (docs/product.md#invoices): the Create New Invoice fields as a page; ?projectId= or
 * ?customerId= preselects (Generate Invoice of the dashboard, customers and project detail). After creating, or on
 * Cancel, the user goes back where they came from, or to /finances when the page was opened directly.
 */
export default function NewInvoicePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectId = idParam(params.get('projectId'));
  const customerId = projectId === undefined ? idParam(params.get('customerId')) : undefined;
  const create = useCreateInvoice(companyId);
  // The router numbers the entries of this tab's history: above 0 there is an in-app page to go back to.
  const leave = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(href('/finances')));
  const { form, onSubmit, pending } = useContractForm<InvoiceFormValues, InvoiceFormOutput>({
    resolver: checkInvoice,
    defaultValues: newInvoiceValues({ projectId, customerId }),
    save: async (values, form) => {
      await create.mutateAsync(values);
      // Saved: the typed values are no longer at risk. Going back is a history step, and the router asks the
      // leave question when the browser reports it, after this form has re-rendered as no longer submitting;
      // without the reset it would count as changed again by then and ask about values already saved.
      form.reset(form.getValues());
      leave();
    },
  });
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={href('/finances')}>{t('finances:backToFinances')}</BackLink>
      <PageHeader title={t('invoices:create.title')} description={t('invoices:create.description')} />
      <Card>
        <CardContent className="pt-5">
          <FormProvider {...form}>
            <form noValidate className="grid grid-cols-1 gap-4" onSubmit={onSubmit}>
              <InvoiceFormFields form={form} companyId={companyId} />
              <div className="flex flex-col-reverse gap-2 border-slate-200 border-t pt-4 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" disabled={pending} onClick={leave}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" loading={pending} loadingText={t('invoices:create.creating')}>
                  {t('invoices:create.submit')}
                </Button>
              </div>
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </div>
  );
}
