// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '#domain/contracts/messages';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { ApiError } from './api';
import { type ContractFormOptions, useContractForm } from './contract-form';

afterEach(cleanup);

const contract = z.object({ name: z.string().trim().min(1, 'Name is required'), email: z.string().trim() });
type Values = z.input<typeof contract>;
type Output = z.output<typeof contract>;

let state: { pending: boolean; stale: boolean; unsaved: boolean } | undefined;

function Form(props: Pick<ContractFormOptions<Values, Output>, 'save' | 'afterSave'>) {
  const { form, onSubmit, error, ...rest } = useContractForm({
    schema: contract,
    defaultValues: { name: 'Oak', email: '' },
    ...props,
  });
  state = rest;
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Name <input {...form.register('name')} />
      </label>
      {error('name') ? <p>{error('name')}</p> : null}
      <label>
        Email <input {...form.register('email')} />
      </label>
      {error('email') ? <p>{error('email')}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useContractForm', () => {
  it('checks a field when first left, then as it changes, and saves nothing the contract refuses', async () => {
    const save = vi.fn(async () => undefined);
    render(<Form save={save} />);
    type('Name', '');
    expect(screen.queryByText('Name is required')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    type('Name', 'Pine');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    type('Name', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    const refused = new ApiError(400, '400', 'Email is taken', [
      { path: 'email', message: 'Email is taken' },
    ]);
    render(<Form save={async () => Promise.reject(refused)} />);
    type('Email', 'oak@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is taken')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('oak@example.com');
    expect(state).toMatchObject({ stale: false, unsaved: true });
  });

  it('says when someone else changed the record, and holds changes until they are saved', async () => {
    const stale = new ApiError(409, '409', STALE_VERSION_MESSAGE());
    const save = vi.fn<() => Promise<unknown>>(async () => Promise.reject(stale));
    render(<Form save={save} afterSave="saved" />);
    type('Name', 'Pine');
    expect(state?.unsaved).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state?.stale).toBe(true));
    save.mockImplementation(async () => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(state).toMatchObject({ stale: false, unsaved: false, pending: false }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Pine');
  });

  it('starts over after a save when asked to', async () => {
    render(<Form save={async () => undefined} afterSave="defaults" />);
    type('Name', 'Pine');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Oak'));
    expect(state?.unsaved).toBe(false);
  });
});
