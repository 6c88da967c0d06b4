import { describe, expect, it } from 'vitest';
import { expenseFormFields } from './expenses';
import { emptyFormValues, formValuesOf } from './form-values';

describe("the expense form's values", () => {
  it('types the amount as text, and holds no receipt or company', () => {
    expect(emptyFormValues(expenseFormFields)).toEqual({
      amount: '',
      category: undefined,
      description: '',
      date: '',
      projectId: undefined,
      budgetItemId: undefined,
      vendorId: undefined,
      vendor: '',
    });
  });

  it('fills the form from an expense, never with its receipt, so an edit does not clear it', () => {
    const expense = {
      id: 4,
      companyId: 2,
      projectId: null,
      projectName: null,
      budgetItemId: null,
      budgetItemName: null,
      vendorId: 9,
      vendor: 'Supply Co',
      description: 'Tile',
      amount: '120.50',
      date: '2026-11-02',
      category: 'materials',
      receiptUrl: '/api/expenses/4/receipt',
      receiptFile: 'receipt.pdf',
      createdBy: 1,
      createdAt: '2026-11-02T10:00:00.000Z',
      version: 'v1',
    };
    expect(formValuesOf(expenseFormFields, expense)).toEqual({
      amount: '120.50',
      category: 'materials',
      description: 'Tile',
      date: '2026-11-02',
      // Not chosen on the saved expense: null, which the edit sends back as cleared.
      projectId: null,
      budgetItemId: null,
      vendorId: 9,
      vendor: 'Supply Co',
    });
  });
});
