// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

afterEach(cleanup);

describe('ConfirmDeleteDialog', () => {
  it('renders nothing, and loads nothing, until it is first opened', () => {
    const { container } = render(
      <ConfirmDeleteDialog open={false} onOpenChange={() => {}} item="project" onConfirm={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the generic delete confirmation and confirms', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDeleteDialog open onOpenChange={() => {}} item="project" onConfirm={onConfirm} />);
    // Its code loads when it first opens.
    expect(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(
      screen.getByText('This action will permanently delete this project. This action cannot be undone.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('reads Deleting... and stays open while pending', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDeleteDialog open onOpenChange={onOpenChange} item="customer" onConfirm={() => {}} pending />,
    );
    const button = (await screen.findByRole(
      'button',
      { name: 'Deleting...' },
      { timeout: 10_000 },
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
