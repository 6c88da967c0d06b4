import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { ChangeOrderView, UpdateChangeOrderBody } from '#domain/contracts/change-orders';
import type { ChangeOrderReason } from '#domain/enums';

/** A line as its inputs hold it: text, '' for nothing. */
export type LineFormValues = {
  name: string;
  quantity: string;
  unit: string;
  unitCost: string;
  unitPrice: string;
  budgetParentId: string;
};

/** The change order page's form: every input's text. */
export type ChangeOrderFormValues = {
  title: string;
  reason: ChangeOrderReason;
  description: string;
  scheduleDays: string;
  lines: LineFormValues[];
};

export const emptyLine: LineFormValues = {
  name: '',
  quantity: '1',
  unit: '',
  unitCost: '0',
  unitPrice: '',
  budgetParentId: '',
};

export function formValuesOf(co: ChangeOrderView): ChangeOrderFormValues {
  return {
    title: co.title,
    reason: co.reason,
    description: co.description ?? '',
    scheduleDays: String(co.scheduleDays),
    lines: co.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unit: l.unit ?? '',
      unitCost: l.unitCost,
      unitPrice: l.unitPrice,
      budgetParentId: l.budgetParentId === null ? '' : String(l.budgetParentId),
    })),
  };
}

/** What PATCH sends: empty inputs as nothing (a price left empty is the cost, no group is the change order's). */
export function bodyOf(values: ChangeOrderFormValues): UpdateChangeOrderBody {
  return {
    title: values.title,
    reason: values.reason,
    description: values.description,
    scheduleDays: values.scheduleDays,
    lines: values.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unit: l.unit || null,
      unitCost: l.unitCost,
      unitPrice: l.unitPrice === '' ? null : l.unitPrice,
      budgetParentId: l.budgetParentId === '' ? null : Number(l.budgetParentId),
    })),
  };
}

/**
 * Checks the form by the contract itself, so each input shows the server's own message under it. The contract
 * (with zod) loads at the first check, not to draw the page.
 */
export const changeOrderFormResolver: Resolver<ChangeOrderFormValues> = async (values) => {
  const { updateChangeOrderBody } = await import('#domain/contracts/change-orders');
  const parsed = updateChangeOrderBody.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ChangeOrderFormValues> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!path) continue;
    set(errors, path, { type: 'validate', message: issue.message });
  }
  return { values: {}, errors };
};
