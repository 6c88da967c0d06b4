import '#domain/messages/load/estimates';
import type { EstimateDocument as EstimateDocumentData, EstimateLine } from '#domain/contracts/estimates';
import { projectTypeLabel } from '#domain/enums';
import { formatDateLong, formatMoney, formatQuantity } from '#domain/format';
import { DocumentSectionTitle, DocumentTotalRow } from '#web/components/ui/document-parts';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { type PaymentRow, schedulePaymentRows } from '../payment-rows';
import { EstimateStatusBadge } from './estimate-status-badge';

type EstimateDocumentProps = {
  estimate: EstimateDocumentData;
  /**
   * Staff see placeholders where the company profile lacks a detail, so they notice it; a client's copy
   * leaves the gap out instead.
   */
  audience?: 'staff' | 'client';
  /** Payment rows other than the estimate's own terms (the budget print layout's milestone split). */
  paymentRows?: PaymentRow[];
  className?: string;
};

/**
 * The estimate as the estimate page lays it out (docs/product.md#estimates): company header, PROJECT ESTIMATE with
 * number and date, BILL TO, project details, the nested line table, totals, payment terms, notes, terms and signature
 * lines. The estimate page, the budget's print layout and the client's public page all render this one component.
 */
export function EstimateDocument({
  estimate,
  audience = 'staff',
  paymentRows,
  className,
}: EstimateDocumentProps) {
  const { company, client, project } = estimate;
  const rows = paymentRows ?? schedulePaymentRows(estimate.schedule);
  return (
    <article
      aria-label={t('estimates:document.title', { number: estimate.number })}
      className={cn(
        'relative rounded-lg border border-slate-200 bg-white p-5 text-slate-900 text-sm shadow-xs sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      <header className="flex flex-col gap-6 border-slate-200 border-b pb-6 sm:flex-row sm:justify-between print:flex-row">
        <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start print:flex-row print:items-start">
          {company.logoUrl ? (
            <img
              src={company.logoUrl}
              alt={t('estimates:document.logoAlt', { company: company.name })}
              className="max-h-16 max-w-40 shrink-0 object-contain object-left"
            />
          ) : null}
          <div className="min-w-0">
            <h2 className="font-bold text-slate-900 text-xl wrap-anywhere">{company.name}</h2>
            <address className="mt-2 grid gap-0.5 text-slate-600 not-italic wrap-anywhere">
              <PartyLine
                value={company.email}
                placeholder={t('estimates:document.emailNotSet')}
                audience={audience}
              />
              <PartyLine
                value={company.phone}
                placeholder={t('estimates:document.phoneNotSet')}
                audience={audience}
              />
              <PartyLine
                value={company.address}
                placeholder={t('estimates:document.addressNotSet')}
                audience={audience}
              />
              {company.website ? <span>{company.website}</span> : null}
            </address>
          </div>
        </div>
        <div className="sm:text-right print:text-right">
          <p className="whitespace-nowrap font-bold text-slate-900 text-xl tracking-wide sm:text-2xl">
            {t('estimates:document.heading')}
          </p>
          <dl className="mt-2 grid gap-0.5 text-slate-600">
            <HeaderFact label={t('estimates:document.facts.number')} value={estimate.number} />
            <HeaderFact label={t('estimates:document.facts.date')} value={formatDateLong(estimate.date)} />
            <HeaderFact
              label={t('estimates:document.facts.validUntilPage')}
              value={formatDateLong(estimate.validUntil)}
            />
            <HeaderFact label={t('estimates:document.facts.project')} value={project.name} />
          </dl>
          <div className="mt-3 print:hidden">
            <EstimateStatusBadge status={estimate.status} />
          </div>
          {estimate.status === 'approved' ? <ApprovedStamp /> : null}
        </div>
      </header>

      <div className="grid gap-6 border-slate-200 border-b py-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="estimate-bill-to">
          <DocumentSectionTitle id="estimate-bill-to">{t('estimates:document.billTo')}</DocumentSectionTitle>
          <p className="font-semibold text-slate-900 wrap-anywhere">{client.name}</p>
          <address className="mt-1 grid gap-0.5 text-slate-600 not-italic wrap-anywhere">
            {[client.email, client.phone, client.address].filter(Boolean).map((line) => (
              <span key={line} className="whitespace-pre-line">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="estimate-project-details">
          <DocumentSectionTitle id="estimate-project-details">
            {t('estimates:document.sections.projectDetails')}
          </DocumentSectionTitle>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            <dt className="text-slate-500">{t('estimates:document.details.type')}</dt>
            <dd className="capitalize">{projectTypeLabel(project.type)}</dd>
            <dt className="text-slate-500">{t('estimates:document.details.startDate')}</dt>
            <dd>{formatDateLong(project.startDate, t('estimates:document.details.toBeDecided'))}</dd>
            <dt className="text-slate-500">{t('estimates:document.details.completion')}</dt>
            <dd>
              {formatDateLong(project.targetCompletionDate, t('estimates:document.details.toBeDecided'))}
            </dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="estimate-description" className="border-slate-200 border-b py-6">
        <DocumentSectionTitle id="estimate-description">
          {t('estimates:document.sections.projectDescription')}
        </DocumentSectionTitle>
        <p className="whitespace-pre-line text-slate-700">{estimate.projectDescription}</p>
      </section>

      <section aria-labelledby="estimate-details" className="py-6">
        <DocumentSectionTitle id="estimate-details">
          {t('estimates:document.sections.estimateDetails')}
        </DocumentSectionTitle>
        <LineTable lines={estimate.lines} />
        <dl className="mt-4 ml-auto grid w-full max-w-xs gap-1 break-inside-avoid tabular-nums">
          <DocumentTotalRow label={t('estimates:document.subtotal')} amount={estimate.subtotal} />
          <DocumentTotalRow label={t('estimates:document.tax')} amount={estimate.tax} />
          <DocumentTotalRow
            label={t('estimates:document.total')}
            amount={estimate.total}
            className="mt-1 border-slate-900 border-t pt-2 font-bold text-base"
            testId="estimate-total"
          />
        </dl>
      </section>

      <section
        aria-labelledby="estimate-payment-terms"
        className="break-inside-avoid border-slate-200 border-t py-6"
      >
        <DocumentSectionTitle id="estimate-payment-terms">
          {t('estimates:document.sections.paymentTerms')}
        </DocumentSectionTitle>
        <PaymentTable rows={rows} />
      </section>

      <div className="grid gap-6 border-slate-200 border-t py-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="estimate-notes" className="break-inside-avoid">
          <DocumentSectionTitle id="estimate-notes">
            {t('estimates:document.sections.notes')}
          </DocumentSectionTitle>
          <p className="whitespace-pre-line text-slate-700">{estimate.notes}</p>
        </section>
        <section aria-labelledby="estimate-terms" className="break-inside-avoid">
          <DocumentSectionTitle id="estimate-terms">
            {t('estimates:document.sections.terms')}
          </DocumentSectionTitle>
          <p className="whitespace-pre-line text-slate-700">{estimate.legal}</p>
        </section>
      </div>

      <section
        aria-label={t('estimates:document.sections.signatures')}
        className="grid break-inside-avoid gap-8 pt-8 sm:grid-cols-2 print:grid-cols-2"
      >
        <SignatureLine label={t('estimates:document.clientSignature')} />
        <SignatureLine label={t('estimates:document.contractorSignature')} />
      </section>
    </article>
  );
}

function PartyLine({
  value,
  placeholder,
  audience,
}: {
  value: string | null;
  placeholder: string;
  audience: 'staff' | 'client';
}) {
  if (value) return <span className="whitespace-pre-line">{value}</span>;
  if (audience === 'client') return null;
  // A reminder for staff to complete the company profile; never printed.
  return <span className="text-slate-500 italic print:hidden">{placeholder}</span>;
}

function HeaderFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2 sm:justify-end print:justify-end">
      <dt>{label}:</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

const headCell = 'px-3 py-2 font-medium';
// Quantity, unit and price fold under the description on phones; print always has every column.
const wideCell = 'hidden sm:table-cell print:table-cell';

function LineTable({ lines }: { lines: EstimateLine[] }) {
  return (
    <table className="w-full text-left">
      <thead className="border-slate-300 border-b bg-slate-50 text-slate-600 print:bg-transparent">
        <tr>
          <th scope="col" className={headCell}>
            {t('estimates:document.lineColumns.description')}
          </th>
          <th scope="col" className={cn(headCell, wideCell, 'text-right')}>
            {t('estimates:document.lineColumns.quantity')}
          </th>
          <th scope="col" className={cn(headCell, wideCell)}>
            {t('estimates:document.lineColumns.unit')}
          </th>
          <th scope="col" className={cn(headCell, wideCell, 'text-right')}>
            {t('estimates:document.lineColumns.price')}
          </th>
          <th scope="col" className={cn(headCell, 'text-right')}>
            {t('estimates:document.lineColumns.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
              {t('estimates:document.noLines')}
            </td>
          </tr>
        ) : (
          lines.map((line) => <LineRow key={line.budgetItemId} line={line} />)
        )}
      </tbody>
    </table>
  );
}

function LineRow({ line }: { line: EstimateLine }) {
  // Nested rows step in by depth; capped so a deep tree keeps room for its names.
  const indent = { paddingLeft: `${0.75 + Math.min(line.depth, 6) * 1.25}rem` };
  if (line.type === 'group') {
    return (
      <tr className="break-inside-avoid bg-slate-50/70 print:bg-transparent">
        <td className="py-2 pr-3 font-semibold text-slate-900" style={indent} colSpan={1}>
          {line.name}
        </td>
        <td className={wideCell} />
        <td className={wideCell} />
        <td className={wideCell} />
        <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatMoney(line.amount)}</td>
      </tr>
    );
  }
  return (
    <tr className="break-inside-avoid align-top">
      <td className="py-2 pr-3" style={indent}>
        <div className="text-slate-900">
          {line.name}
          {line.isAllowance ? (
            <span className="ml-2 rounded border border-slate-300 px-1.5 py-0.5 font-medium text-slate-700 text-xs">
              {t('estimates:document.allowance')}
            </span>
          ) : null}
        </div>
        {line.description ? <div className="text-slate-500 text-xs">{line.description}</div> : null}
        <div className="text-slate-500 text-xs tabular-nums sm:hidden print:hidden">
          {t('estimates:document.quantityTimesPrice', {
            quantity: formatQuantity(line.quantity),
            price: formatMoney(line.unitPrice),
          })}
        </div>
      </td>
      <td className={cn(wideCell, 'px-3 py-2 text-right tabular-nums')}>{formatQuantity(line.quantity)}</td>
      <td className={cn(wideCell, 'px-3 py-2')}>{t('estimates:document.each')}</td>
      <td className={cn(wideCell, 'px-3 py-2 text-right tabular-nums')}>{formatMoney(line.unitPrice)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(line.amount)}</td>
    </tr>
  );
}

function PaymentTable({ rows }: { rows: PaymentRow[] }) {
  return (
    <table className="w-full text-left">
      <thead className="border-slate-300 border-b bg-slate-50 text-slate-600 print:bg-transparent">
        <tr>
          <th scope="col" className={headCell}>
            {t('estimates:document.paymentColumns.payment')}
          </th>
          <th scope="col" className={cn(headCell, wideCell)}>
            {t('estimates:document.paymentColumns.due')}
          </th>
          <th scope="col" className={cn(headCell, 'text-right')}>
            {t('estimates:document.paymentColumns.share')}
          </th>
          <th scope="col" className={cn(headCell, 'text-right')}>
            {t('estimates:document.paymentColumns.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.label} className="align-top">
            <td className="px-3 py-2">
              <div className="font-medium text-slate-900">{row.label}</div>
              <div className="text-slate-500 text-xs sm:hidden print:hidden">{row.due}</div>
            </td>
            <td className={cn(wideCell, 'px-3 py-2 text-slate-600')}>{row.due}</td>
            <td className="px-3 py-2 text-right tabular-nums">{row.share}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SignatureLine({ label }: { label: string }) {
  return (
    <div className="grid grid-cols-[1fr_6rem] gap-4">
      <div>
        <div className="h-10 border-slate-400 border-b" />
        <p className="mt-1 text-slate-500 text-xs">{label}</p>
      </div>
      <div>
        <div className="h-10 border-slate-400 border-b" />
        <p className="mt-1 text-slate-500 text-xs">{t('estimates:document.signatureDate')}</p>
      </div>
    </div>
  );
}

/** Shown on an approved estimate, on screen and on paper, like the stamp on the server's PDF. */
function ApprovedStamp() {
  return (
    <div
      aria-hidden="true"
      className="mt-4 mr-2 inline-block -rotate-6 rounded-md border-4 border-green-700 px-3 py-0.5 font-black text-2xl text-green-700 tracking-widest"
    >
      {t('estimates:document.approvedStamp')}
    </div>
  );
}
