// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/api';
import { createMemoryRouter, RouterProvider } from '#web/lib/router';
import { closeCommandPalette } from '../palette-store';
import { CommandPalette } from './command-palette';

const results = {
  projects: [
    { id: 7, name: 'Maple Kitchen', stage: 'in-production', type: 'kitchen' },
    { id: 8, name: 'Maple Basement', stage: 'warranty', type: 'basement' },
  ],
  customers: [{ id: 3, firstName: 'Ann', lastName: 'Maple', email: 'ann@example.com' }],
  invoices: [
    { id: 9, invoiceNumber: 'INV-9', title: 'Maple deposit', amount: '10', isPaid: false, status: 'sent' },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;

// The dialog's code loads on the first opening; loaded here, a busy machine's first transform of it does not eat
// into the first test's wait.
beforeAll(async () => {
  await import('./command-palette-dialog');
});

beforeEach(() => {
  // jsdom has no layout; the palette scrolls the selected option into view.
  Element.prototype.scrollIntoView = vi.fn();
  fetchMock = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    const body = q.toLowerCase().includes('maple') ? results : { projects: [], customers: [], invoices: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => closeCommandPalette());
  cleanup();
  vi.unstubAllGlobals();
});

function renderApp() {
  const router = createMemoryRouter([{ path: '*', element: <CommandPalette /> }], {
    initialEntries: ['/somewhere'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const pressCtrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });

describe('CommandPalette', () => {
  it('opens on Ctrl+K and Cmd+K and closes on Escape', async () => {
    renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Type to search projects, customers and invoices.')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('lists grouped results and opens the one chosen with the arrow keys and Enter', async () => {
    const router = renderApp();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'maple' } });
    await screen.findByRole('option', { name: /Maple Kitchen/ });
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByText('Projects')).toBeTruthy();
    expect(screen.getByText('Customers')).toBeTruthy();
    expect(screen.getByText('Invoices')).toBeTruthy();

    const selected = () =>
      screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()?.textContent).toContain('Maple Kitchen');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()?.textContent).toContain('Ann Maple');
    expect(input.getAttribute('aria-activedescendant')).toBe(selected()?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/customers/3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the answer when Enter comes before it, then opens the first result', async () => {
    const router = renderApp();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'maple' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/7'));
  });

  it('says so when nothing matches', async () => {
    renderApp();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No results for "zzz".')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=zzz', expect.anything());
  });
});
