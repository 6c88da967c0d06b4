import { describe, expect, it } from 'vitest';
import { moveIndex, toPaletteGroups } from './search-items';

describe('toPaletteGroups', () => {
  it('groups projects, customers and invoices in that order with their destinations', () => {
    const groups = toPaletteGroups({
      projects: [{ id: 7, name: 'Maple Kitchen', stage: 'in-production', type: 'whole_house' }],
      customers: [{ id: 3, firstName: 'Ann', lastName: 'Lee', email: null }],
      invoices: [
        { id: 9, invoiceNumber: 'INV-1', title: 'Deposit', amount: '1500.5', isPaid: false, status: 'sent' },
        { id: 10, invoiceNumber: 'INV-2', title: null, amount: '20', isPaid: true, status: 'paid' },
      ],
    });
    expect(groups.map((g) => g.heading)).toEqual(['Projects', 'Customers', 'Invoices']);
    expect(groups[0]!.items[0]).toEqual({
      key: 'project-7',
      href: '/projects/7',
      label: 'Maple Kitchen',
      detail: 'In Production · Whole house',
    });
    expect(groups[1]!.items[0]).toMatchObject({ href: '/customers/3', label: 'Ann Lee', detail: 'No email' });
    expect(groups[2]!.items.map((i) => [i.href, i.label, i.detail])).toEqual([
      ['/finances', 'INV-1 · Deposit', '$1,500.50 · Sent'],
      ['/finances', 'INV-2', '$20.00 · Paid'],
    ]);
  });

  it('leaves out empty groups', () => {
    const groups = toPaletteGroups({
      projects: [],
      customers: [{ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.c' }],
      invoices: [],
    });
    expect(groups.map((g) => g.heading)).toEqual(['Customers']);
    expect(toPaletteGroups(undefined)).toEqual([]);
  });
});

describe('moveIndex', () => {
  it('wraps at both ends', () => {
    expect(moveIndex(0, 1, 3)).toBe(1);
    expect(moveIndex(2, 1, 3)).toBe(0);
    expect(moveIndex(0, -1, 3)).toBe(2);
  });
  it('starts from the right end when nothing is selected, and selects nothing in an empty list', () => {
    expect(moveIndex(-1, 1, 3)).toBe(0);
    expect(moveIndex(-1, -1, 3)).toBe(2);
    expect(moveIndex(0, 1, 0)).toBe(-1);
  });
});
