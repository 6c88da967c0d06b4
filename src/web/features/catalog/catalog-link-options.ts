import { z } from 'zod';
import type { Trade, Unit } from '#domain/contracts/catalog';
import type { SelectOption } from '../../components/ui/select';

// A catalog item's trade and unit selectors, the same on the Add Product dialog and on the item's page.

/** A selector's '' is none (null); any other value is one of the options' ids. */
export const selectedId = z.string().transform((v) => (v === '' ? null : Number(v)));

export const tradeOptions = (trades: readonly Trade[] | undefined): SelectOption[] =>
  (trades ?? []).map((t) => ({ value: t.id, label: t.name }));

/** A unit reads with its symbol when it has one ('Square Foot (sq ft)'). */
export const unitOptions = (units: readonly Unit[] | undefined): SelectOption[] =>
  (units ?? []).map((u) => ({ value: u.id, label: u.symbol ? `${u.name} (${u.symbol})` : u.name }));
