import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from './api';

/** What a light form's check says of the typed values: the values to send, or a sentence per field in error. */
export type LightCheck<F extends string, V> = (typed: Record<F, string>) => {
  values: V;
  errors: Partial<Record<F, string>>;
};

/**
 * A form's state without a form library, for the public pages a visitor opens first (sign-in, a new password
 * from a reset link): react-hook-form and zod stay out of their download (decision 0290). It behaves as the
 * other forms' `useContractForm` in 'onTouched' mode: a field is checked when it loses focus, and from then on
 * (or once the form was submitted) at every change; submitting checks every field, focuses the first in error,
 * and hands over the checked values only when all pass. `check` is a zod-free copy of the call's contract,
 * held to it by a test.
 */
export function useLightForm<F extends string, V>(
  fields: readonly F[],
  check: LightCheck<F, V>,
  onValid: (values: V) => void,
) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const touched = useRef(new Set<F>());
  const submitted = useRef(false);

  const typed = () =>
    Object.fromEntries(fields.map((name) => [name, inputs.current[name]?.value ?? ''])) as Record<F, string>;
  const recheck = (name: F) => {
    const message = check(typed()).errors[name];
    setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
  };

  /** Props for a field's input: spread them on <Input>, like react-hook-form's `register`. */
  const field = (name: F) => ({
    name,
    defaultValue: '',
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onBlur: () => {
      touched.current.add(name);
      recheck(name);
    },
    onChange: () => {
      if (submitted.current || touched.current.has(name)) recheck(name);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = check(typed());
    setErrors(result.errors);
    const firstInvalid = fields.find((name) => result.errors[name]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
    else onValid(result.values);
  };

  /**
   * Puts a refusal's field errors (a 400's `errors: [{ path, message }]`) under the fields they name, as
   * `useContractForm` does; what was typed stays, and the first such field gets the focus.
   */
  const showServerErrors = (error: unknown): void => {
    if (!(error instanceof ApiError) || !error.errors) return;
    const found: Partial<Record<F, string>> = {};
    for (const { path, message } of error.errors) {
      const name = fields.find((f) => f === path);
      if (name && !found[name]) found[name] = message;
    }
    const named = fields.filter((name) => found[name]);
    if (named.length === 0) return;
    setErrors((previous) => ({ ...previous, ...found }));
    inputs.current[named[0]!]?.focus();
  };

  return { errors, field, onSubmit, showServerErrors };
}
