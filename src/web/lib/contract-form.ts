import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isStaleVersion } from './api';
import { applyServerFieldErrors } from './form-errors';
import { useUnsavedChangesPrompt } from './unsaved-changes';

/** The react-hook-form form of a contract: its input as field values, its output on submit. */
export type ContractForm<TValues extends FieldValues, TOutput = TValues> = UseFormReturn<
  TValues,
  unknown,
  TOutput
>;

/**
 * How the form is checked: the request's zod contract (src/domain/contracts), so the form shows the server's
 * messages; or a resolver of its own when the form's fields are not the request's (the budget item form).
 */
export type ContractValidation<TValues extends FieldValues, TOutput> =
  | { schema: z.ZodType<TOutput, TValues>; resolver?: never }
  | { resolver: Resolver<TValues, unknown, TOutput>; schema?: never };

export type ContractFormOptions<TValues extends FieldValues, TOutput> = ContractValidation<
  TValues,
  TOutput
> & {
  /** The fields' starting values. Their keys are the fields a server error may name. */
  defaultValues: DefaultValues<TValues>;
  /**
   * Saves (usually a mutation's mutateAsync). A rejection with the server's field errors puts each under its
   * field and keeps what was typed; a refusal because someone else changed the record sets `stale`.
   */
  save: (values: TOutput, form: ContractForm<TValues, TOutput>) => Promise<unknown>;
  /**
   * What the form holds after a save: the saved values as its new start (a page that stays; leaving it then loses
   * nothing), its defaults again (a form that starts over, such as a new note), or nothing changed (a form that
   * closes or leaves the page).
   */
  afterSave?: 'saved' | 'defaults' | 'keep';
  /** Called when a submit stops at the form's own check, with the first field's message. */
  onInvalid?: (message: string) => void;
  /** Called with the fields' errors after a refused submit, the form's own check or the server's. */
  onFieldErrors?: (errors: FieldErrors<TValues>) => void;
  /**
   * Whether leaving with changes asks first (the default). The forms before an account or company exists
   * (registration, password reset, a new company) hold nothing saved to lose and never ask.
   */
  promptOnLeave?: boolean;
};

/**
 * The one scaffold of every form (page forms and FormDialog): react-hook-form checked by the contract, one
 * validation timing (a field is checked when first left, then as it changes, and every field on submit), server
 * field errors mapped onto the fields, the pending state, the stale-version notice's flag, and the
 * unsaved-changes prompt while the form holds changes (docs/architecture.md, "Forms").
 */
export function useContractForm<TValues extends FieldValues, TOutput>(
  options: ContractFormOptions<TValues, TOutput>,
) {
  const form = useForm<TValues, unknown, TOutput>({
    // A contract's input is the form's values and its output what is submitted.
    resolver: options.resolver ?? zodResolver(options.schema as z.ZodType<TOutput, TValues & FieldValues>),
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });
  const fields = Object.keys(options.defaultValues) as FieldPath<TValues>[];
  const [stale, setStale] = useState(false);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await options.save(values, form);
        setStale(false);
        if (options.afterSave === 'saved') form.reset(form.getValues());
        else if (options.afterSave === 'defaults') form.reset();
      } catch (error) {
        setStale(isStaleVersion(error));
        applyServerFieldErrors(error, form.setError, fields);
        options.onFieldErrors?.(form.formState.errors);
      }
    },
    (errors) => {
      const first = fields.map((name) => get(errors, name) as { message?: string } | undefined).find(Boolean);
      if (first?.message) options.onInvalid?.(first.message);
      options.onFieldErrors?.(errors);
    },
  );
  const pending = form.formState.isSubmitting;
  // While saving nothing is unsaved: a save that opens the new record's page leaves without asking.
  const unsaved = form.formState.isDirty && !pending;
  useUnsavedChangesPrompt(unsaved && options.promptOnLeave !== false);
  /** A field's message, for FormField's `error`. */
  const error = (name: FieldPath<TValues>) =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { form, onSubmit: submit, pending, stale, unsaved, error };
}
