import '#domain/messages/load/change-orders';
import type { ChangeOrderDocument as Document } from '#domain/contracts/change-order-sending';
import { formatMoney, formatQuantity } from '#domain/format';
import { CompanyLetterhead } from '#web/components/ui/company-letterhead';
import { DocumentSectionTitle, DocumentTotalRow } from '#web/components/ui/document-parts';
import { t } from '#web/lib/i18n';

function scheduleText(days: number): string {
  if (days === 0) return t('changeOrders:document.scheduleNone');
  return days > 0
    ? t('changeOrders:document.scheduleLater', { count: days })
    : t('changeOrders:document.scheduleSooner', { count: -days });
}

/**
 * The change order as the client reads it, like its PDF: the letterhead, CHANGE ORDER with its number and title,
 * the facts, the description, the lines (price only, never cost or margin) and the contract totals.
 */
export function ChangeOrderDocument({ doc }: { doc: Document }) {
  const facts: [string, string][] = [
    [t('changeOrders:document.project'), doc.project.name],
    [t('changeOrders:document.client'), doc.client.name],
    [t('changeOrders:document.reason'), t(`changeOrders:reasons.${doc.reason}`)],
    [t('changeOrders:document.schedule'), scheduleText(doc.scheduleDays)],
  ];
  return (
    <article className="grid min-w-0 gap-6 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-8">
      <header className="flex flex-col gap-3 border-slate-200 border-b pb-4 sm:flex-row sm:items-start">
        <CompanyLetterhead company={doc.company} size="document" headingLevel={2} />
      </header>
      <div className="flex flex-col justify-between gap-4 sm:flex-row">
        <div>
          <p className="font-bold text-2xl text-slate-900 tracking-wide">
            {t('changeOrders:document.heading')}
          </p>
          <p className="mt-1 font-semibold text-slate-900">
            {doc.number}: {doc.title}
          </p>
        </div>
        <dl className="grid gap-1 text-sm sm:text-right">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-2 sm:justify-end">
              <dt className="text-slate-500">{label}:</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {doc.description ? (
        <section aria-labelledby="co-description">
          <DocumentSectionTitle id="co-description">
            {t('changeOrders:document.description')}
          </DocumentSectionTitle>
          <p className="whitespace-pre-line text-slate-700">{doc.description}</p>
        </section>
      ) : null}
      <section aria-labelledby="co-lines" className="min-w-0">
        <DocumentSectionTitle id="co-lines">{t('changeOrders:document.lines')}</DocumentSectionTitle>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="bg-slate-100 text-left text-slate-600">
              <tr>
                <th className="px-2 py-2 font-medium">{t('changeOrders:document.columns.item')}</th>
                <th className="px-2 py-2 text-right font-medium">
                  {t('changeOrders:document.columns.quantity')}
                </th>
                <th className="px-2 py-2 font-medium">{t('changeOrders:document.columns.unit')}</th>
                <th className="px-2 py-2 text-right font-medium">
                  {t('changeOrders:document.columns.unitPrice')}
                </th>
                <th className="px-2 py-2 text-right font-medium">
                  {t('changeOrders:document.columns.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((line, i) => (
                // Lines have no id of their own in the client's document; their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder on this page
                <tr key={i} className="border-slate-200 border-b align-top">
                  <td className="px-2 py-2">
                    <p className="font-medium text-slate-900">{line.name}</p>
                    {line.description ? (
                      <p className="whitespace-pre-line text-slate-500">{line.description}</p>
                    ) : null}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatQuantity(line.quantity)}</td>
                  <td className="px-2 py-2">{line.unit}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatMoney(line.unitPrice)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatMoney(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <dl className="ml-auto grid w-full max-w-xs gap-1 text-sm tabular-nums">
        {doc.previousContractTotal ? (
          <DocumentTotalRow
            label={t('changeOrders:document.previousContract')}
            amount={doc.previousContractTotal}
          />
        ) : null}
        <DocumentTotalRow
          label={t('changeOrders:document.changeOrderTotal')}
          amount={doc.total}
          className={doc.newContractTotal ? undefined : 'font-semibold text-base text-slate-900'}
        />
        {doc.newContractTotal ? (
          <DocumentTotalRow
            label={t('changeOrders:document.newContract')}
            amount={doc.newContractTotal}
            className="border-slate-900 border-t pt-1 font-semibold text-base text-slate-900"
            testId="new-contract-total"
          />
        ) : null}
      </dl>
      {doc.signature ? (
        <p className="text-slate-700 text-sm">
          {t('changeOrders:document.approvedBy', { name: doc.signature.name, day: doc.signature.signedAt })}
        </p>
      ) : null}
    </article>
  );
}
