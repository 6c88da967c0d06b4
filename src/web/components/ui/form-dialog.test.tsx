// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '#domain/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { ApiError } from '../../lib/api';
import { FormDialog } from './form-dialog';
import { FormDialogField } from './form-dialog-field';
import { Input } from './input';
import { Select } from './select';

afterEach(cleanup);

const contract = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim(),
});

function dialog(onSubmit: (values: z.output<typeof contract>) => Promise<unknown>, onOpenChange = vi.fn()) {
  render(
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Add Vendor"
      schema={contract}
      defaultValues={{ name: '', email: '' }}
      submitLabel="Add Vendor"
      pendingLabel="Adding..."
      onSubmit={onSubmit}
    >
      <FormDialogField name="name" label="Name">
        <Input />
      </FormDialogField>
      <FormDialogField name="email" label="Email">
        <Input />
      </FormDialogField>
    </FormDialog>,
  );
  return onOpenChange;
}

describe('FormDialog', () => {
  it('checks the contract on submit and shows its message under the field, sending nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    dialog(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a form dialog opened from inside another one submits only itself', async () => {
    const outer = vi.fn(async () => undefined);
    const inner = vi.fn(async () => undefined);
    render(
      <FormDialog
        open
        onOpenChange={vi.fn()}
        title="Payments"
        schema={contract}
        defaultValues={{ name: 'Outer', email: '' }}
        submitLabel="Record"
        pendingLabel="Recording..."
        onSubmit={outer}
      >
        <FormDialog
          open
          onOpenChange={vi.fn()}
          title="Edit Payment"
          schema={contract}
          defaultValues={{ name: 'Inner', email: '' }}
          submitLabel="Save Payment"
          pendingLabel="Saving..."
          onSubmit={inner}
        >
          <FormDialogField name="name" label="Inner name">
            <Input />
          </FormDialogField>
        </FormDialog>
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Payment' }));
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
  });

  it('sends what the contract outputs and closes when saved', async () => {
    const onSubmit = vi.fn(async (_values: z.output<typeof contract>) => undefined);
    const onOpenChange = dialog(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Acme Supply  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Acme Supply', email: '' });
  });

  it("puts the server's field errors under their fields, keeps what was typed and stays open", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'Conflict', 'Name taken', [
        { path: 'name', message: 'A vendor with this name exists' },
      ]);
    });
    const onOpenChange = dialog(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(await screen.findByText('A vendor with this name exists')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acme');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the pending text while saving', async () => {
    let finish: () => void = () => undefined;
    dialog(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const pending = (await screen.findByRole('button', { name: 'Adding...' })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    finish();
  });

  it('shows a saved choice of a select whose options arrive after the form opened', () => {
    const trade = z.object({ tradeId: z.string() });
    const dialogWith = (options: { value: string; label: string }[]) => (
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Edit Item"
        schema={trade}
        defaultValues={{ tradeId: '7' }}
        submitLabel="Save"
        pendingLabel="Saving..."
        onSubmit={async () => undefined}
      >
        <FormDialogField name="tradeId" label="Trade">
          <Select options={options}>
            <option value="none">No trade</option>
          </Select>
        </FormDialogField>
      </FormDialog>
    );
    const { rerender } = render(dialogWith([]));
    expect((screen.getByLabelText('Trade') as HTMLSelectElement).value).not.toBe('7');
    rerender(
      dialogWith([
        { value: '3', label: 'Plumbing' },
        { value: '7', label: 'Tile' },
      ]),
    );
    expect((screen.getByLabelText('Trade') as HTMLSelectElement).value).toBe('7');
  });
});

describe('FormDialog onInvalid', () => {
  it("passes the first field's message when the form's own check stops a submit, and does not submit", async () => {
    const onInvalid = vi.fn();
    const onSubmit = vi.fn(async () => undefined);
    render(
      <FormDialog
        open
        onOpenChange={vi.fn()}
        title="Add Trade"
        schema={contract}
        defaultValues={{ name: '', email: '' }}
        submitLabel="Add Trade"
        pendingLabel="Adding..."
        onInvalid={onInvalid}
        onSubmit={onSubmit}
      >
        <FormDialogField name="name" label="Name">
          <Input />
        </FormDialogField>
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Trade' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith('Name is required'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when someone else saved the record first, and offers to reload', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const onOpenChange = vi.fn();
    const stale = new ApiError(409, `409: ${STALE_VERSION_MESSAGE()}`, STALE_VERSION_MESSAGE());
    render(
      <QueryClientProvider client={client}>
        <FormDialog
          open
          onOpenChange={onOpenChange}
          title="Edit Vendor"
          schema={contract}
          defaultValues={{ name: 'Acme', email: '' }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onSubmit={() => Promise.reject(stale)}
        >
          <FormDialogField name="name" label="Name">
            <Input />
          </FormDialogField>
        </FormDialog>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme Supply' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(STALE_VERSION_MESSAGE());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acme Supply');
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(invalidate).toHaveBeenCalled();
  });

  it('closes untouched on Escape, but asks first once something was typed; Stay keeps it, Leave closes', async () => {
    const onOpenChange = dialog(vi.fn(async () => undefined));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    cleanup();

    const dirtyOnOpenChange = dialog(vi.fn(async () => undefined));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Acme Supply' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(question.textContent).toContain('Your changes will be lost.');
    expect(dirtyOnOpenChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acme Supply');
    expect(dirtyOnOpenChange).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(dirtyOnOpenChange).toHaveBeenCalledWith(false));
  });

  it('asks the browser before a reload drops typed values, and not before', () => {
    dialog(vi.fn(async () => undefined));
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme Supply' } });
    const typed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
  });
});
