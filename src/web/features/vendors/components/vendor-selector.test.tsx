// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#domain/contracts/messages';
import { createQueryClient } from '#web/lib/api';
import { type ChosenVendor, VendorSelector } from './vendor-selector';

const vendor = (id: number, name: string, primaryContact: string | null = null) => ({
  id,
  companyId: 7,
  name,
  primaryContact,
  email: null,
  phone: null,
  address: null,
  website: null,
  notes: null,
  createdBy: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const stored = [
  vendor(1, 'Cascade Plumbing Supply', 'Luis Ortega'),
  vendor(2, 'Front Range Lumber', 'Erin Cole'),
];
const user = { id: 5, username: 'dana', companyId: 7, role: 'employee', isAdmin: false };

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const address = new URL(url, 'http://x');
    if (address.pathname === '/api/user') return Response.json(user);
    if (address.pathname === '/api/companies/7/vendors' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return Response.json(vendor(9, body.name), { status: 201 });
    }
    const search = (address.searchParams.get('search') ?? '').toLowerCase();
    return Response.json(stored.filter((v) => v.name.toLowerCase().includes(search)));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSelector(initial: ChosenVendor | null = null) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <VendorSelector
        aria-label="Vendor"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return onChange;
}

const openSelector = () => fireEvent.click(screen.getByRole('button', { name: 'Vendor' }));

describe('VendorSelector', () => {
  it('offers None and a Vendors group from the server, and chooses with a click', async () => {
    const onChange = renderSelector();
    openSelector();
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /Cascade Plumbing Supply/ });
    expect(within(listbox).getByRole('option', { name: 'None' })).toBeTruthy();
    const group = within(listbox).getByRole('group', { name: 'Vendors' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cascade Plumbing SupplyLuis Ortega', 'Front Range LumberErin Cole']);
    fireEvent.click(within(group).getByRole('option', { name: /Front Range Lumber/ }));
    expect(onChange).toHaveBeenCalledWith({ id: 2, name: 'Front Range Lumber' });
    expect(screen.getByRole('button', { name: 'Vendor' }).textContent).toContain('Front Range Lumber');
  });

  it('searches on the server and chooses None with the keyboard', async () => {
    const onChange = renderSelector({ id: 1, name: 'Cascade Plumbing Supply' });
    openSelector();
    const input = await screen.findByRole('combobox', { name: 'Search vendors' });
    fireEvent.change(input, { target: { value: 'lumber' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=lumber'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: /Cascade/ })).toBeNull());
    expect(screen.getByRole('option', { name: /Front Range Lumber/ })).toBeTruthy();
    // The search box keeps focus; the highlighted row is None first, then the first vendor.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('says so when nothing matches', async () => {
    renderSelector();
    openSelector();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search vendors' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No vendors found')).toBeTruthy();
  });

  it('opens Add New Vendor from "Add new vendor", checks the name, and chooses the vendor it creates', async () => {
    const onChange = renderSelector();
    openSelector();
    fireEvent.click(await screen.findByRole('button', { name: 'Add new vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vendor' });
    // Found again each time: while a submit is under way the button says so.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Vendor' }));
    expect(await within(dialog).findByText('Vendor name is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Vendor name'), {
      target: { value: ' Brightway Electric ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Website'), { target: { value: 'brightway' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Vendor' }));
    expect(
      await within(dialog).findByText('Website must be a valid URL, such as https://example.com'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Website'), {
      target: { value: 'https://brightway.example' },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Vendor' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 9, name: 'Brightway Electric' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/companies/7/vendors');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Brightway Electric',
      website: 'https://brightway.example',
      companyId: 7,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Vendor' }).textContent).toContain('Brightway Electric');
  });
});
