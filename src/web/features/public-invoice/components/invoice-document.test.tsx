// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvoiceDocument as InvoiceDocumentData } from '#domain/contracts/invoice-sending';
import { InvoiceDocument } from './invoice-document';

afterEach(cleanup);

const invoice: InvoiceDocumentData = {
  number: 'INV-1042',
  title: 'Kitchen cabinets, first draw',
  description: null,
  status: 'sent',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  paidDate: null,
  lines: [{ description: 'Quartz countertop', quantity: '1.00', unitPrice: '3200.00', amount: '3200.00' }],
  subtotal: '3200.00',
  total: '3200.00',
  amountPaid: '0.00',
  payments: [],
  amountDue: '3200.00',
  company: {
    name: 'Alpha Remodeling',
    email: null,
    phone: null,
    address: null,
    website: null,
    paymentTerms: null,
    invoiceFooter: null,
    logoUrl: null,
  },
  customer: { name: 'Dana Whitfield', email: null, phone: null, address: null },
  project: null,
};

describe('InvoiceDocument', () => {
  it("shows the invoice's title under INVOICE", () => {
    render(<InvoiceDocument invoice={invoice} />);
    const article = screen.getByRole('article', { name: 'Invoice INV-1042' });
    expect(within(article).getByText('Kitchen cabinets, first draw')).toBeTruthy();
  });

  it('shows no empty title line without one', () => {
    render(<InvoiceDocument invoice={{ ...invoice, title: '  ' }} />);
    expect(screen.queryByText('Kitchen cabinets, first draw')).toBeNull();
  });
});
