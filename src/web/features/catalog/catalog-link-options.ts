import '#domain/messages/load/catalog';
import { z } from 'zod';
import type { Trade, Unit } from '#domain/contracts/catalog';
import type { SelectOption } from '../../components/ui/select';
import { t } from '../../lib/i18n';

// A catalog item's trade and unit selectors, the same on the Add Product dialog and on the item's page.

/** A selector's '' is none (null); any other value is one of the options' ids. */
export const selectedId = z.string().transform((v) => (v === '' ? null : Number(v)));

export const tradeOptions = (trades: readonly Trade[] | undefined): SelectOption[] =>
  (trades ?? []).map((trade) => ({ value: trade.id, label: trade.name }));

/** A unit reads with its symbol when it has one ('Square Foot (sq ft)'). */
export const unitOptions = (units: readonly Unit[] | undefined): SelectOption[] =>
  (units ?? []).map((u) => ({
    value: u.id,
    label: u.symbol ? t('catalog:unitOption', { name: u.name, symbol: u.symbol }) : u.name,
  }));
