import { cloneElement, type ReactElement, type ReactNode, useEffect } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { FormField } from './form-field';

type FormDialogFieldProps = {
  /** The field's name in the contract. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** One control (Input, Textarea, Select); it is registered under `name`. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled field of the enclosing FormDialog: registered, with its message under it. */
export function FormDialogField({ name, label, hint, className, children }: FormDialogFieldProps) {
  const { register, formState, getValues, setValue } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  // A native select shows its value only once that option exists: when a Select's options arrive (a query
  // answered after the form mounted), the field's value is put back so the saved choice shows.
  const optionCount = (children.props.options as readonly unknown[] | undefined)?.length ?? 0;
  useEffect(() => {
    if (optionCount > 0) setValue(name, getValues(name));
  }, [optionCount, name, getValues, setValue]);
  return (
    <FormField label={label} hint={hint} className={className} error={error?.message}>
      {cloneElement(children, register(name))}
    </FormField>
  );
}
