/**
 * The catalog namespace of the document the client decides on, an estimate or a change order: each has the same
 * keys under `public` (the banner, the dialogs, the toasts), so the shared pieces read the document's own texts
 * from it. The page showing the document has already loaded that namespace (decision 0256).
 */
export type DecisionTexts = 'estimates' | 'changeOrders';

export type ApproveValues = { name: string; signature: string };
export type DeclineValues = { reason?: string | null | undefined };
