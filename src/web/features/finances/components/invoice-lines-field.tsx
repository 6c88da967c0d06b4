import '#domain/messages/load/invoices';
import { Plus, Trash2 } from 'lucide-react';
import { get, type UseFieldArrayReturn } from 'react-hook-form';
import { formatMoney } from '#domain/format';
import { linesTotalSoFar } from '#domain/invoice-lines';
import { Button } from '#web/components/ui/button';
import { FormField, FormMessage } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import type { InvoiceForm, InvoiceFormValues } from './invoice-form-fields';

type InvoiceLinesFieldProps = {
  form: InvoiceForm;
  lines: UseFieldArrayReturn<InvoiceFormValues, 'lines'>;
};

const columns = 'sm:grid-cols-[minmax(0,1fr)_6rem_8rem_7rem_2.25rem]';

/**
 * Optional line items (docs/product.md#invoices: an invoice may have lines whose sum is its amount): description,
 * quantity and unit price per row, each row's amount as it is typed, rows added and removed. Without rows the invoice
 * is one amount. Wide screens show one header row; phones label every field of a row.
 */
export function InvoiceLinesField({ form, lines }: InvoiceLinesFieldProps) {
  const typed = form.watch('lines') ?? [];
  const error = (path: string) =>
    (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  // A row's message may come from checking the whole list (a blur elsewhere) before its field was typed in; the
  // field then has no touch of its own to clear it, so a change checks a field that shows a message again.
  const field = (path: `lines.${number}.${'description' | 'quantity' | 'unitPrice'}`) =>
    form.register(path, {
      onChange: () => {
        if (error(path)) void form.trigger(path);
      },
    });
  // Rows change through setValue, not the field array's append and remove: those check the whole list at once in
  // this form's mode, which would put 'required' under a row the user has not typed in yet.
  const rows = () => form.getValues('lines') ?? [];
  const setLines = (next: NonNullable<InvoiceFormValues['lines']>) =>
    form.setValue('lines', next, { shouldDirty: true });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-slate-900 text-sm">{t('invoices:lines.legend')}</legend>
      {lines.fields.length === 0 ? (
        <p className="text-slate-500 text-sm">{t('invoices:lines.none')}</p>
      ) : (
        <div className={`hidden gap-2 text-slate-500 text-xs sm:grid ${columns}`} aria-hidden="true">
          <span>{t('invoices:lines.description')}</span>
          <span>{t('invoices:lines.quantity')}</span>
          <span>{t('invoices:lines.unitPrice')}</span>
          <span className="text-right">{t('invoices:lines.amount')}</span>
          <span />
        </div>
      )}
      {lines.fields.map((line, index) => {
        const n = index + 1;
        const label = (text: string) => (
          <span className="sm:sr-only">
            {text}
            <span className="sr-only">{t('invoices:lines.ofLine', { n })}</span>
          </span>
        );
        return (
          <div
            key={line.id}
            className={`grid grid-cols-2 items-start gap-2 rounded-md border border-slate-200 p-2 sm:rounded-none sm:border-0 sm:p-0 ${columns}`}
          >
            <FormField
              className="col-span-2 gap-1 sm:col-span-1"
              label={label(t('invoices:lines.description'))}
              error={error(`lines.${index}.description`)}
            >
              <Input autoComplete="off" {...field(`lines.${index}.description`)} />
            </FormField>
            <FormField
              className="gap-1"
              label={label(t('invoices:lines.quantity'))}
              error={error(`lines.${index}.quantity`)}
            >
              <Input inputMode="decimal" autoComplete="off" {...field(`lines.${index}.quantity`)} />
            </FormField>
            <FormField
              className="gap-1"
              label={label(t('invoices:lines.unitPrice'))}
              error={error(`lines.${index}.unitPrice`)}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                {...field(`lines.${index}.unitPrice`)}
              />
            </FormField>
            <p className="h-9 text-right text-slate-900 text-sm leading-9 tabular-nums">
              <span className="sr-only">{t('invoices:lines.amountOfLine', { n })}</span>
              {formatMoney(linesTotalSoFar(typed[index] ? [typed[index]] : []))}
            </p>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="justify-self-end"
              aria-label={t('invoices:lines.remove', { n })}
              onClick={() => {
                // Messages belong to positions; after a removal they would sit under the wrong rows.
                form.clearErrors('lines');
                setLines(rows().filter((_, i) => i !== index));
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <FormMessage>{error('lines')}</FormMessage>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setLines([...rows(), { description: '', quantity: '1', unitPrice: '' }])}
        >
          <Plus aria-hidden="true" />
          {t('invoices:lines.add')}
        </Button>
      </div>
    </fieldset>
  );
}
