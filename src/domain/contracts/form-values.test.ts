import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { money, optionalDate, optionalRef, optionalText, requiredText } from './common';
import { emptyFormValues, formValuesOf } from './form-values';
import { invoiceFormFields } from './invoices';

describe('form values from the contract', () => {
  it('gives each kind of field what its input shows empty', () => {
    const form = z.object({
      name: requiredText('Name', 50),
      note: optionalText(200),
      price: money('Price'),
      total: money('Total').refine((v) => Number(v) > 0),
      amount: z.preprocess((v) => (v === '' ? undefined : v), money('Amount').optional()),
      day: optionalDate,
      projectId: optionalRef('Choose a project'),
      kind: z.enum(['a', 'b']).optional(),
      done: z.boolean().optional(),
      items: z.array(z.object({ label: requiredText('Label', 20) })).optional(),
    });
    expect(emptyFormValues(form)).toEqual({
      name: '',
      note: '',
      price: '',
      total: '',
      amount: '',
      day: '',
      projectId: undefined,
      kind: undefined,
      done: false,
      items: [],
    });
  });

  it("fills an invoice's form from the invoice: nulls empty, lines as typed, nothing the form does not edit", () => {
    const invoice = {
      id: 7,
      companyId: 3,
      projectId: null,
      customerId: 12,
      invoiceNumber: 'INV-100',
      title: null,
      description: 'Kitchen',
      amount: '1250.50',
      status: 'sent',
      isPaid: true,
      issueDate: '2026-11-02',
      dueDate: null,
      lines: [{ id: 1, description: 'Tile', quantity: '3', unitPrice: '416.83', amount: '1250.49' }],
    };
    expect(formValuesOf(invoiceFormFields, invoice)).toEqual({
      invoiceNumber: 'INV-100',
      title: '',
      description: 'Kitchen',
      amount: '1250.50',
      issueDate: '2026-11-02',
      dueDate: '',
      projectId: null,
      customerId: 12,
      lines: [{ description: 'Tile', quantity: '3', unitPrice: '416.83' }],
    });
  });

  it('writes a number a text field holds as the text it types', () => {
    const form = z.object({ price: money('Price') });
    expect(formValuesOf(form, { price: 12.5 })).toEqual({ price: '12.5' });
  });
});
