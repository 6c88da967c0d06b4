// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/api';
import { createMemoryRouter, RouterProvider } from '#web/lib/router';
import { closeCommandPalette } from '../palette-store';
import { CommandPalette } from './command-palette';
import { SearchBox } from './search-box';

afterEach(() => {
  act(() => closeCommandPalette());
  cleanup();
  vi.unstubAllGlobals();
});

// Its own file: the palette's dialog code must not have been loaded by an earlier test.
it("keeps what is typed in the dashboard's box while the palette's code loads, and the palette starts with it", async () => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ projects: [], customers: [], invoices: [] })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <CommandPalette />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('searchbox', { name: 'Search' });
  fireEvent.change(box, { target: { value: 'z' } });
  // The palette is not on the page yet: the box shows the character and takes the next one.
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(box).toHaveProperty('value', 'z');
  fireEvent.change(box, { target: { value: 'zq' } });
  const input = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
  expect(input).toHaveProperty('value', 'zq');
  expect(document.activeElement).toBe(input);
  // Once the palette is there, the box is empty again.
  expect(box).toHaveProperty('value', '');
});
