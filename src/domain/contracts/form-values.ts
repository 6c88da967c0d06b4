import { z } from 'zod';

/**
 * A form's values come from its contract (decision 0251): an empty form, or the form of a saved record, holds for
 * each field of the contract what an input of that kind shows. A new field of the contract needs no default
 * written by hand anywhere.
 *
 * - text a person types (text, dates, money): '' when there is nothing;
 * - a list (an invoice's lines): [];
 * - a yes/no: false;
 * - a choice (a project, a customer, a status): undefined, so that the selector shows its placeholder; in the form
 *   of a saved record that has none, null where the contract takes null.
 */
type EmptyValue = '' | [] | false | undefined;

/** Fields typed as text whatever their contract makes of them (money: '1250.50' typed, '1250.5' kept). */
export const typedAsText = z.registry<Record<string, never>>();

type AnySchema = z.core.$ZodType;

/** The schema that says what a field is, under optional, nullable, default and preprocessing wrappers. */
function core(schema: AnySchema): AnySchema {
  if (typedAsText.has(schema)) return schema;
  const def = schema._zod.def as {
    type: string;
    innerType?: AnySchema;
    in?: AnySchema;
    out?: AnySchema;
  };
  if (def.innerType) return core(def.innerType);
  // A pipe is a preprocess (transform, then the real schema) or a schema followed by a transform.
  if (def.type === 'pipe' && def.in && def.out) {
    return core(def.in._zod.def.type === 'transform' ? def.out : def.in);
  }
  return schema;
}

function emptyOf(schema: AnySchema): EmptyValue {
  const field = core(schema);
  if (typedAsText.has(field)) return '';
  const def = field._zod.def as { type: string; options?: AnySchema[] };
  switch (def.type) {
    case 'string':
      return '';
    // An optional date is a union of a date, '' and null: typed as text.
    case 'union':
      return def.options?.some((option) => emptyOf(option) === '') ? '' : undefined;
    case 'array':
      return [];
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

/** The object schema of a list's items, when they are objects (an invoice's lines). */
function itemShape(schema: AnySchema): z.ZodObject | undefined {
  const list = core(schema)._zod.def as { type: string; element?: AnySchema };
  if (list.type !== 'array' || !list.element) return undefined;
  const item = core(list.element);
  return item instanceof z.ZodObject ? item : undefined;
}

/** The empty form of a contract: each field as its input shows nothing. */
export function emptyFormValues<S extends z.ZodObject>(form: S): z.input<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(form.shape)) values[key] = emptyOf(field as AnySchema);
  return values as z.input<S>;
}

/**
 * The form of a saved record: each field of the contract as the record has it, and the empty value where the
 * record has none (null). Fields the record has that the form does not edit are left out, so that a form never
 * sends back what it did not show (an invoice's paid state, its id).
 */
export function formValuesOf<S extends z.ZodObject>(form: S, record: object): z.input<S> {
  const values: Record<string, unknown> = {};
  const saved = record as Record<string, unknown>;
  for (const [key, field] of Object.entries(form.shape)) {
    values[key] = formValue(field as AnySchema, saved[key]);
  }
  return values as z.input<S>;
}

function formValue(field: AnySchema, value: unknown): unknown {
  const empty = emptyOf(field);
  // A choice the record has not made (a project without a customer) stays null where the contract takes null, so
  // that sending the form back keeps it cleared rather than leaving the field out.
  if (value === null && empty === undefined && z.safeParse(field, null).success) return null;
  if (value === null || value === undefined) return empty;
  if (empty === '') return typeof value === 'string' ? value : String(value);
  const items = itemShape(field);
  if (items && Array.isArray(value)) return value.map((item) => formValuesOf(items, item as object));
  return value;
}
