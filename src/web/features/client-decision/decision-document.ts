import type { z } from 'zod';

/**
 * The catalog namespace of the document the client decides on, an estimate or a change order: each has the same
 * keys under `public` (the banner, the dialogs, the toasts), so the shared pieces read the document's own texts
 * from it. The page showing the document has already loaded that namespace (decision 0256).
 */
export type DecisionTexts = 'estimates' | 'changeOrders';

export type ApproveValues = { name: string; signature: string };
export type DeclineValues = { reason?: string | null | undefined };

/**
 * What the decision dialogs need to know of a kind of document: its texts, and the contracts that check the forms
 * (an estimate's approval and a change order's check the typed name with their own messages).
 */
export type DecisionDocument = {
  texts: DecisionTexts;
  approveSchema: z.ZodType<ApproveValues, ApproveValues>;
  declineSchema: z.ZodType<DeclineValues, DeclineValues>;
};
