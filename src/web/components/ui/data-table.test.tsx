// @vitest-environment jsdom

import { createColumnHelper } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { DataTable, type ListQueryState } from './data-table';

afterEach(cleanup);

type Row = { id: number; name: string; amount: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    meta: { card: 'title', sort: { asc: 'name', desc: 'name-desc' } },
  }),
  column.accessor('amount', { header: 'Amount', meta: { align: 'right' } }),
];
const rows: Row[] = [
  { id: 1, name: 'Kitchen', amount: '$10.00' },
  { id: 2, name: 'Bath', amount: '$5.00' },
];
const done: ListQueryState = { isPending: false, isError: false, error: null, refetch: () => undefined };

function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <DataTable<Row>
      label="Items"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      query={done}
      errorTitle="Error loading items"
      empty={<p>No items yet</p>}
      noResults={<p>No items found</p>}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('shows the rows as a table and as phone cards, with the row actions in both', () => {
    table({ rowActions: (row) => <button type="button">Edit {row.name}</button> });
    const grid = screen.getByRole('table', { name: 'Items' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByRole('cell', { name: '$10.00' }).className).toContain('text-right');
    const cards = screen.getByRole('list', { name: 'Items' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByText('Amount')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Edit Kitchen' })).toHaveLength(2);
  });

  it('asks the server for the other order from a sortable header, and says which order shows', () => {
    const onSortChange = vi.fn();
    const { rerender } = table({ sort: 'newest', onSortChange });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).querySelector('button')).toBeNull();
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
    rerender(
      <DataTable<Row>
        label="Items"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        query={done}
        errorTitle="Error loading items"
        empty={null}
        sort="name"
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('name-desc');
  });

  it('shows the empty state, or no results while a search is on', () => {
    table({ rows: [] });
    expect(screen.getByText('No items yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    table({ rows: [], filtered: true });
    expect(screen.getByText('No items found')).toBeTruthy();
  });

  it('shows placeholders while loading, and the error with a retry when the load failed', () => {
    table({ rows: [], query: { ...done, isPending: true } });
    expect(screen.getByRole('status').textContent).toBe('Loading items');
    expect(screen.queryByText('No items yet')).toBeNull();
    cleanup();
    const refetch = vi.fn();
    table({
      rows: [],
      query: { ...done, isError: true, error: new ApiError(500, 'Database is down'), refetch },
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error loading items')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
