import { describe, expect, it } from 'vitest';
import { invoiceAnswer } from '#domain/contracts/invoices';
import { answerColumns, sentColumns } from './contract-columns';
import { invoices, tasks } from './schema/index';

describe('columns named by a contract', () => {
  it('writes the fields sent that are columns, but never a reference, the times or what is excepted', () => {
    const body = {
      invoiceNumber: 'INV-1',
      title: null,
      description: undefined,
      amount: '10.00',
      projectId: 4,
      companyId: 9,
      createdAt: new Date(0),
      lines: [],
    };
    expect(sentColumns(invoices, body, ['amount'])).toEqual({ invoiceNumber: 'INV-1', title: null });
  });

  it('never writes a column with a foreign key as sent, whatever its name', () => {
    const body = { title: 'Tile', assignedTo: 5, completedBy: 6, status: 'todo' };
    expect(sentColumns(tasks, body)).toEqual({ title: 'Tile', status: 'todo' });
  });

  it('reads each field of an answer that is a column from that column, and nothing the answer computes', () => {
    const columns = answerColumns(invoices, invoiceAnswer);
    expect(columns.invoiceNumber).toBe(invoices.invoiceNumber);
    expect(columns.dueDate).toBe(invoices.dueDate);
    expect(Object.keys(columns)).not.toContain('overdue');
    expect(Object.keys(columns)).not.toContain('version');
    expect(Object.keys(columns)).not.toContain('paidDate');
  });
});
