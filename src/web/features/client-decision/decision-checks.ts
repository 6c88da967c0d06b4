import type { z } from 'zod';
import { declineChangeOrderBody } from '#domain/contracts/change-orders';
import { approveEstimateBody, declineEstimateBody } from '#domain/contracts/estimates';
import { signatureBody } from '#domain/contracts/signatures';
import type { ApproveValues, DecisionTexts, DeclineValues } from './decision-document';

/**
 * The contracts that check the decision forms, by kind of document: an estimate's approval and a change order's
 * check the typed name with their own messages. Imported only by the dialogs (decision-forms.tsx), which load
 * when the client opens one, so a page showing a document does not load the schemas (and zod) with it.
 */
export const decisionChecks: Record<
  DecisionTexts,
  {
    approveSchema: z.ZodType<ApproveValues, ApproveValues>;
    declineSchema: z.ZodType<DeclineValues, DeclineValues>;
  }
> = {
  estimates: { approveSchema: approveEstimateBody, declineSchema: declineEstimateBody },
  changeOrders: { approveSchema: signatureBody, declineSchema: declineChangeOrderBody },
};
