import { approveEstimateBody, declineEstimateBody } from '#domain/contracts/estimates';
import type { DecisionDocument } from '../client-decision/decision-document';

/** The client's decision on an estimate, on its public page and in the portal. */
export const estimateDecision: DecisionDocument = {
  texts: 'estimates',
  approveSchema: approveEstimateBody,
  declineSchema: declineEstimateBody,
};
