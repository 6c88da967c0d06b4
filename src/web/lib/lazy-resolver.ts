import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The check of useContractForm's `schema`, for a form drawn at a page's first render: the schema (and with it zod,
 * about 25 KB) loads at the form's first check, not with the page. A failed load is tried again at the next check.
 */
export function resolverLoadingSchema<TValues extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput, TValues>>,
): Resolver<TValues, unknown, TOutput> {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().then(
      (schema) => zodResolver(schema as z.ZodType<TOutput, TValues & FieldValues>),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return (await loaded)(values, context, options);
  };
}
