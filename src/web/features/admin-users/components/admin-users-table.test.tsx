// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#domain/contracts/account-security';
import type { AdminUser } from '#domain/contracts/auth';
import { createQueryClient } from '#web/lib/api';
import { createMemoryRouter, RouterProvider } from '#web/lib/router';
import { userQueryKey } from '../../auth/api';
import { AdminUsersTable } from './admin-users-table';

afterEach(cleanup);

const me: CurrentUser = {
  id: 1,
  companyId: null,
  username: 'sysadmin',
  email: 'sysadmin@example.com',
  firstName: null,
  lastName: null,
  role: 'admin',
  isAdmin: true,
  mustChangePassword: false,
  restriction: null,
  twoFactorEnabled: false,
  actingCompany: null,
};
const userOf = (id: number, username: string, isAdmin: boolean): AdminUser => ({
  id,
  companyId: isAdmin ? null : 5,
  companyName: isAdmin ? null : 'Alpha Remodeling',
  username,
  email: `${username}@example.com`,
  firstName: null,
  lastName: null,
  role: isAdmin ? 'admin' : 'employee',
  isAdmin,
  createdAt: '2026-11-02T10:00:00.000Z',
});

function renderTable(rows: AdminUser[]) {
  const client = createQueryClient();
  // The signed-in system administrator, as GET /api/user answered.
  client.setQueryData(userQueryKey, me);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminUsersTable
            rows={rows}
            query={{ isPending: false, isError: false, error: null, refetch: () => undefined }}
            showCompany
          />
        ),
      },
    ],
    { initialEntries: ['/admin/users'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Opens a row's '...' menu for the first time (a click loads it, and it opens) and names its items. */
async function menuOf(username: string) {
  const trigger = screen.getAllByRole('button', { name: `Actions for ${username}` })[0]!;
  fireEvent.click(trigger);
  const items = (await screen.findAllByRole('menuitem', {}, { timeout: 5_000 })).map(
    (item) => item.textContent,
  );
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  return items;
}

describe('AdminUsersTable', () => {
  it('offers Delete User for a company member, not for another system administrator', async () => {
    renderTable([userOf(2, 'tile_setter', false), userOf(3, 'operator', true)]);
    expect(await menuOf('tile_setter')).toContain('Delete User');
    const other = await menuOf('operator');
    expect(other).toContain('Edit User');
    expect(other).not.toContain('Delete User');
  });
});
