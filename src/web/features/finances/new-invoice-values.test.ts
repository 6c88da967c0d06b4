import { describe, expect, it } from 'vitest';
import { emptyFormValues } from '#domain/contracts/form-values';
import { invoiceFormFields } from '#domain/contracts/invoices';
import { newInvoiceValues } from './new-invoice-values';

describe('newInvoiceValues', () => {
  it('is the empty form of the contract, with a suggested number and today as the issue date', () => {
    const values = newInvoiceValues();
    expect(values).toStrictEqual({
      ...emptyFormValues(invoiceFormFields),
      invoiceNumber: values.invoiceNumber,
      issueDate: values.issueDate,
    });
    expect(values.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(values.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('preselects a project', () => {
    expect(newInvoiceValues({ projectId: 7 }).projectId).toBe(7);
  });
});
