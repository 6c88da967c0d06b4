import { type FormEvent, useRef, useState } from 'react';
import type { LoginBody } from '#domain/contracts/auth';
import { checkLogin, type LoginErrors, type LoginFields } from '#domain/login-check';

const fields: readonly LoginFields[] = ['username', 'password'];

/**
 * The sign-in form's state without a form library (the sign-in page is the first download of every visitor):
 * the same behaviour as the other forms' react-hook-form in 'onTouched' mode. A field is checked when it loses
 * focus, and from then on (or once the form was submitted) at every change; submitting checks both, focuses
 * the first field in error, and sends the trimmed values only when both pass.
 */
export function useLoginForm(onValid: (values: LoginBody) => void) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const inputs = useRef<Partial<Record<LoginFields, HTMLInputElement | null>>>({});
  const touched = useRef(new Set<LoginFields>());
  const submitted = useRef(false);

  const current = (): LoginBody => ({
    username: inputs.current.username?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });
  const recheck = (name: LoginFields) => {
    const message = checkLogin(current()).errors[name];
    setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
  };

  /** Props for a field's input: spread them on <Input>, like react-hook-form's `register`. */
  const field = (name: LoginFields) => ({
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
    const result = checkLogin(current());
    setErrors(result.errors);
    const firstInvalid = fields.find((name) => result.errors[name]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
    else onValid(result.values);
  };

  return { errors, field, onSubmit };
}
