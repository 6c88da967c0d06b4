import { useCallback, useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { useLocation, useSearchParams } from '#web/lib/router';

/**
 * A screen's state in the address: a valibot object schema whose every field has a `v.fallback(schema, default)`
 * (or is optional with a fallback of undefined), so an absent, old or hand-edited value reads as its default
 * instead of failing the page. Each field's output is written back under the same name, so it must read again to
 * itself: strings, numbers, booleans, or arrays of them (written joined by commas, read back by `commaList`).
 * Valibot rather than zod (decision 0265): only the few functions a screen's address uses are loaded.
 */
export type UrlStateSchema = v.GenericSchema<unknown, Record<string, unknown>>;

/** The state a schema reads as. */
export type UrlStateOf<S extends UrlStateSchema> = v.InferOutput<S>;

/** A whole number from the address, between `min` and `max` (a text that is not one does not read). */
export const wholeNumberParam = (min: number, max: number) =>
  v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A comma-separated list from the address, each item read by `item` (an empty text is no items). */
export const commaList = <Item extends v.GenericSchema>(item: Item) =>
  v.pipe(
    v.string(),
    v.transform((text): unknown[] => (text === '' ? [] : text.split(','))),
    v.array(item),
  );

/** Whether a change is a new history entry (Back undoes it) or replaces the current one (text being typed). */
export type UrlHistory = 'push' | 'replace';

export type UrlStateOptions = {
  /** For every change of this hook unless the change says otherwise; 'push' when not given. */
  history?: UrlHistory;
  /**
   * For every change of this hook unless the change says otherwise: render the new state before the event ends
   * (the router's flushSync) rather than in a transition. A controlled checkbox, select or date input needs it:
   * left for a moment with its old value, the browser shows the old state again (a date being typed is reset, a
   * click on a checkbox seems not to take). Only from an event handler, never from an effect.
   */
  immediate?: boolean;
};

export type UrlStateChange = {
  history?: UrlHistory;
  immediate?: boolean;
  /**
   * Parameters that are not this schema's to take out of the address with the change: some by name, or 'others'
   * for all of them (a tab whose lists start afresh when another tab opens).
   */
  drop?: readonly string[] | 'others';
};

/** A value as the address holds it; null when it has no text at all. */
function toParam(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/** The state an address's query reads as. */
export function readUrlState<S extends UrlStateSchema>(schema: S, params: URLSearchParams): UrlStateOf<S> {
  return v.parse(schema, Object.fromEntries(params));
}

/**
 * The query with `state` written into it: a field equal to its default (or an empty text) is left out, so the
 * address holds only what differs from an empty query string. Parameters that are not the schema's stay unless
 * `drop` names them.
 */
export function writeUrlState(
  current: URLSearchParams,
  state: Record<string, unknown>,
  defaults: Record<string, unknown>,
  drop: UrlStateChange['drop'] = [],
): URLSearchParams {
  const out = new URLSearchParams(drop === 'others' ? undefined : current);
  if (drop !== 'others') for (const name of drop) out.delete(name);
  for (const [key, value] of Object.entries(state)) {
    const text = toParam(value);
    if (text === null || value === '' || text === toParam(defaults[key])) out.delete(key);
    else out.set(key, text);
  }
  return out;
}

/**
 * State that a person would bookmark or share (tabs, filters, periods, months, pages), kept in the address so Back
 * and Forward walk through it and a reload keeps it. Returns the state read through `schema` and a setter taking
 * the fields that change (or a function of the current state giving them). The setter writes only what differs
 * from the defaults, adds a history entry unless told `history: 'replace'`, and writes nothing once the person is
 * leaving the page (useSearchParams drops a late write, which would cancel their click). `schema` must be a stable value
 * (defined once in the module), since its defaults are read from it.
 */
export function useUrlState<S extends UrlStateSchema>(schema: S, options: UrlStateOptions = {}) {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => v.parse(schema, {}) as Record<string, unknown>, [schema]);
  const state = useMemo(() => readUrlState(schema, params), [schema, params]);
  const history = options.history ?? 'push';
  const immediate = options.immediate ?? false;

  // The query last asked for from this address. A control may report one choice twice before the address changes
  // (a Radix tab trigger on mouse down and again on focus): the second must not add a history entry of its own.
  const asked = useRef<string | null>(null);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address (ours, Back, a link) ends the wait.
  useEffect(() => {
    asked.current = null;
  }, [key]);

  const setState = useCallback(
    (
      patch: Partial<UrlStateOf<S>> | ((current: UrlStateOf<S>) => Partial<UrlStateOf<S>>),
      change: UrlStateChange = {},
    ) => {
      const read = readUrlState(schema, params);
      const next = { ...read, ...(typeof patch === 'function' ? patch(read) : patch) };
      const query = writeUrlState(params, next, defaults, change.drop);
      const text = query.toString();
      // Nothing changes: no history entry.
      if (text === params.toString() || text === asked.current) return;
      asked.current = text;
      setParams(query, {
        replace: (change.history ?? history) === 'replace',
        flushSync: change.immediate ?? immediate,
      });
    },
    [schema, defaults, history, immediate, params, setParams],
  );

  return [state, setState] as const;
}
