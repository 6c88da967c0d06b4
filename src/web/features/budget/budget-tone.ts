import type { BudgetTone } from '#domain/budget-usage';

/** A budget line's standing in colour (domain/budget-usage.ts): red overspent, amber under 10 % left, else green. */
export const budgetToneClasses: Record<BudgetTone, { text: string; bar: string }> = {
  over: { text: 'text-red-700', bar: 'bg-red-600' },
  low: { text: 'text-amber-700', bar: 'bg-amber-500' },
  ok: { text: 'text-green-700', bar: 'bg-green-600' },
};
