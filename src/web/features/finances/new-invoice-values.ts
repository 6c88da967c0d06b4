import { toDateOnly } from '#domain/format';
import type { InvoiceFormValues } from './components/invoice-form-fields';

/** A number to start from: INV- and the last six digits of the time (the user may type their own). */
export const suggestedNumber = () => `INV-${String(Date.now()).slice(-6)}`;

/**
 * The invoice form's empty values, written out rather than read from the contract
 * (`emptyFormValues(invoiceFormFields)`, which new-invoice-values.test.ts checks them against): the new invoice
 * page draws its form without loading the contract and zod.
 */
const emptyInvoiceValues: InvoiceFormValues = {
  invoiceNumber: '',
  title: '',
  description: '',
  amount: '',
  issueDate: '',
  dueDate: '',
  projectId: undefined,
  customerId: undefined,
  lines: [],
};

/** The empty Create New Invoice form; `preset` preselects a project or a customer. */
export function newInvoiceValues(preset: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...emptyInvoiceValues,
    invoiceNumber: suggestedNumber(),
    // docs/product.md#invoices: the issue date defaults to now.
    issueDate: toDateOnly(new Date()),
    ...preset,
  };
}
