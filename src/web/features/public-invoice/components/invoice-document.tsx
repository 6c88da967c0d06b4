import '#domain/messages/load/invoices';
import type { InvoiceDocument as InvoiceDocumentData } from '#domain/contracts/invoice-sending';
import { formatDateLong, formatMoney, formatQuantity } from '#domain/format';
import { paymentMethodLabels } from '#domain/payment-labels';
import { CompanyLetterhead } from '#web/components/ui/company-letterhead';
import { DocumentSectionTitle, DocumentTotalRow } from '#web/components/ui/document-parts';
import { t } from '#web/lib/i18n';
import { InvoiceStatusBadge } from '../../finances/components/invoice-status-badge';

/**
 * The invoice as the customer reads it, laid out like the PDF: the company's letterhead, INVOICE with its title,
 * number and dates, Bill To and the project, the lines, totals with the amount due, payment terms and the invoice
 * footer.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDocumentData }) {
  const { company, customer, project } = invoice;
  const showDescription =
    invoice.description?.trim() && invoice.lines[0]?.description !== invoice.description.trim();
  return (
    <article
      aria-label={t('invoices:public.label', { number: invoice.number })}
      className="rounded-lg border border-slate-200 bg-white p-5 text-slate-900 text-sm shadow-xs sm:p-8"
    >
      <header className="flex flex-col gap-4 border-slate-200 border-b pb-6 sm:flex-row sm:items-start">
        <CompanyLetterhead company={company} size="document" headingLevel={2} />
      </header>

      <div className="flex flex-col gap-4 border-slate-200 border-b py-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-bold text-2xl text-slate-900 tracking-wide">{t('invoices:public.heading')}</p>
          {/* The title says what is billed, as under INVOICE in the PDF. */}
          {invoice.title?.trim() ? (
            <p className="mt-1 font-semibold text-base wrap-anywhere">{invoice.title}</p>
          ) : null}
          {/* Sent and draft say nothing to the customer; paid, overdue and cancelled do. */}
          {invoice.status === 'paid' || invoice.status === 'overdue' || invoice.status === 'cancelled' ? (
            <div className="mt-2">
              <InvoiceStatusBadge
                invoice={{
                  isPaid: invoice.status === 'paid',
                  overdue: invoice.status === 'overdue',
                  status: invoice.status,
                }}
              />
            </div>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 sm:text-right">
          <Fact label={t('invoices:public.number')} value={invoice.number} />
          <Fact label={t('invoices:public.issueDate')} value={formatDateLong(invoice.issueDate)} />
          <Fact
            label={t('invoices:public.dueDate')}
            value={formatDateLong(invoice.dueDate, t('invoices:public.onReceipt'))}
          />
          {invoice.status === 'paid' && invoice.paidDate ? (
            <Fact label={t('invoices:public.datePaid')} value={formatDateLong(invoice.paidDate)} />
          ) : null}
        </dl>
      </div>

      <div className="grid gap-6 border-slate-200 border-b py-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-bill-to">
          <DocumentSectionTitle id="invoice-bill-to">{t('invoices:public.billTo')}</DocumentSectionTitle>
          <p className="font-semibold wrap-anywhere">{customer?.name ?? t('invoices:noCustomer')}</p>
          <Lines values={[customer?.email, customer?.phone, customer?.address]} />
        </section>
        {project ? (
          <section aria-labelledby="invoice-project">
            <DocumentSectionTitle id="invoice-project">{t('invoices:public.project')}</DocumentSectionTitle>
            <p className="font-semibold wrap-anywhere">{project.name}</p>
            <Lines values={[project.address]} />
          </section>
        ) : null}
      </div>

      {showDescription ? (
        <section aria-labelledby="invoice-description" className="border-slate-200 border-b py-6">
          <DocumentSectionTitle id="invoice-description">
            {t('invoices:public.description')}
          </DocumentSectionTitle>
          <p className="whitespace-pre-line text-slate-700">{invoice.description}</p>
        </section>
      ) : null}

      <section aria-labelledby="invoice-lines" className="py-6">
        <DocumentSectionTitle id="invoice-lines">{t('invoices:public.details')}</DocumentSectionTitle>
        <LineTable lines={invoice.lines} />
        <dl className="mt-4 ml-auto grid w-full max-w-xs gap-1 tabular-nums">
          <DocumentTotalRow label={t('invoices:public.subtotal')} amount={invoice.subtotal} />
          <DocumentTotalRow label={t('invoices:public.total')} amount={invoice.total} />
          {invoice.payments.length > 0 ? (
            <DocumentTotalRow label={t('invoices:payments.amountPaid')} amount={invoice.amountPaid} />
          ) : null}
          <DocumentTotalRow
            label={t('invoices:public.amountDue')}
            amount={invoice.amountDue}
            className="mt-1 border-slate-900 border-t pt-2 font-bold text-base"
          />
        </dl>
      </section>

      {invoice.payments.length > 0 ? <PaymentsReceived payments={invoice.payments} /> : null}

      {company.paymentTerms ? (
        <section aria-labelledby="invoice-terms" className="border-slate-200 border-t py-6">
          <DocumentSectionTitle id="invoice-terms">{t('invoices:public.paymentTerms')}</DocumentSectionTitle>
          <p className="whitespace-pre-line text-slate-700">{company.paymentTerms}</p>
        </section>
      ) : null}
      {company.invoiceFooter ? (
        <footer className="whitespace-pre-line border-slate-200 border-t pt-6 text-center text-slate-600">
          {company.invoiceFooter}
        </footer>
      ) : null}
    </article>
  );
}

function LineTable({ lines }: { lines: InvoiceDocumentData['lines'] }) {
  return (
    <table className="w-full border-collapse">
      <thead>
        <tr className="border-slate-300 border-b bg-slate-100 text-left text-slate-600 text-xs">
          <th scope="col" className="px-2 py-2 font-semibold">
            {t('invoices:public.columns.description')}
          </th>
          <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
            {t('invoices:public.columns.quantity')}
          </th>
          <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
            {t('invoices:public.columns.unitPrice')}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            {t('invoices:public.columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {lines.map((line, i) => (
          // Lines have no id of their own on the public page; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the invoice's and never changes here
          <tr key={i} className="border-slate-200 border-b align-top">
            <td className="px-2 py-2 wrap-anywhere">
              {line.description}
              <span className="block text-slate-500 text-xs sm:hidden">
                {formatQuantity(line.quantity)} × {formatMoney(line.unitPrice)}
              </span>
            </td>
            <td className="hidden px-2 py-2 text-right sm:table-cell">{formatQuantity(line.quantity)}</td>
            <td className="hidden px-2 py-2 text-right sm:table-cell">{formatMoney(line.unitPrice)}</td>
            <td className="px-2 py-2 text-right">{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The payments received so far (decision 0267), so the customer sees how the balance was reached. */
function PaymentsReceived({ payments }: { payments: InvoiceDocumentData['payments'] }) {
  return (
    <section aria-labelledby="invoice-payments" className="border-slate-200 border-t py-6">
      <DocumentSectionTitle id="invoice-payments">{t('invoices:payments.heading')}</DocumentSectionTitle>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-slate-300 border-b bg-slate-100 text-left text-slate-600 text-xs">
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('invoices:payments.date')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('invoices:payments.method')}
            </th>
            <th scope="col" className="hidden px-2 py-2 font-semibold sm:table-cell">
              {t('invoices:payments.reference')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {t('invoices:public.columns.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {payments.map((payment, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the public page's payments have no id; their order is fixed
            <tr key={i} className="border-slate-200 border-b">
              <td className="px-2 py-2">{formatDateLong(payment.date)}</td>
              <td className="px-2 py-2">{paymentMethodLabels[payment.method]}</td>
              <td className="hidden px-2 py-2 wrap-anywhere sm:table-cell">{payment.reference ?? ''}</td>
              <td className="px-2 py-2 text-right">{formatMoney(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900 wrap-anywhere">{value}</dd>
    </>
  );
}

function Lines({ values }: { values: (string | null | undefined)[] }) {
  return (
    <address className="mt-1 grid gap-0.5 text-slate-600 not-italic wrap-anywhere">
      {values.filter(Boolean).map((line) => (
        <span key={line} className="whitespace-pre-line">
          {line}
        </span>
      ))}
    </address>
  );
}
