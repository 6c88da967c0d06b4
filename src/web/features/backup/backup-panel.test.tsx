// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupPanel } from './backup-panel';

afterEach(cleanup);

describe('BackupPanel', () => {
  it('links a system administrator to the full backup, which the browser saves as it streams', () => {
    render(<BackupPanel />);
    const link = screen.getByRole('link', { name: 'Download backup' });
    expect(link.getAttribute('href')).toBe('/api/admin/backup');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/every company, user, project and record/)).toBeTruthy();
    expect(screen.getByText(/sign in with their passwords as before/)).toBeTruthy();
    expect(screen.getByText(/npm run restore -- --full buildline-backup/)).toBeTruthy();
  });

  it("links a company administrator to the company's backup", () => {
    render(<BackupPanel companyId={42} />);
    expect(screen.getByRole('link', { name: 'Download backup' }).getAttribute('href')).toBe(
      '/api/companies/42/backup',
    );
    expect(screen.getByText(/all of your company's data/)).toBeTruthy();
    expect(screen.getByText(/prints a one-time password for each member/)).toBeTruthy();
    // Office users run no server commands: they are told whom to give the file to, not shown a command.
    expect(screen.queryByText(/npm run restore/)).toBeNull();
    expect(screen.getByText(/give it to whoever runs your BuildLine server/)).toBeTruthy();
  });
});
