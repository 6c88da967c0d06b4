// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { type LightCheck, useLightForm } from './light-form';

afterEach(cleanup);

type Fields = 'name' | 'email';
const check: LightCheck<Fields, { name: string; email: string }> = (typed) => {
  const values = { name: typed.name.trim(), email: typed.email.trim() };
  const errors: Partial<Record<Fields, string>> = {};
  if (!values.name) errors.name = 'Name is required';
  if (!values.email.includes('@')) errors.email = 'Invalid email format';
  return { values, errors };
};

let refusal: unknown;

function Form({ onValid }: { onValid: (values: { name: string; email: string }) => void }) {
  const form = useLightForm(['name', 'email'], check, onValid);
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <label>
        Name <input {...form.field('name')} />
      </label>
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <label>
        Email <input {...form.field('email')} />
      </label>
      {form.errors.email ? <p>{form.errors.email}</p> : null}
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.showServerErrors(refusal)}>
        Refuse
      </button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useLightForm', () => {
  it('checks a field when first left, then as it changes', () => {
    render(<Form onValid={vi.fn()} />);
    type('Name', '');
    expect(screen.queryByText('Name is required')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(screen.getByText('Name is required')).toBeTruthy();
    type('Name', 'Oak');
    expect(screen.queryByText('Name is required')).toBeNull();
    // A field never left is not judged while typed in.
    type('Email', 'x');
    expect(screen.queryByText('Invalid email format')).toBeNull();
  });

  it('on submit checks every field, focuses the first in error, and hands over only checked values', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    type('Email', 'nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onValid).not.toHaveBeenCalled();
    // After a submit every change is checked at once.
    type('Name', '  Oak ');
    expect(screen.queryByText('Name is required')).toBeNull();
    type('Email', ' a@b.co ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Oak', email: 'a@b.co' });
  });

  it("puts a refusal's field errors under their fields and keeps what was typed", () => {
    render(<Form onValid={vi.fn()} />);
    type('Name', 'Oak');
    type('Email', 'a@b.co');
    refusal = new ApiError(400, '400', 'Validation failed', [
      { path: 'email', message: 'Email is taken' },
      { path: 'other', message: 'Not a field of this form' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Email is taken')).toBeTruthy();
    expect(screen.queryByText('Not a field of this form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('a@b.co');
    // Anything else than a refusal with field errors changes nothing.
    refusal = new Error('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Email is taken')).toBeTruthy();
  });
});
