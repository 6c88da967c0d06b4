import '#domain/messages/load/estimates';
import { publicEstimateCalls } from '#calls/estimates';
import type { ApproveEstimateBody, DeclineEstimateBody } from '#domain/contracts/estimates';
import { call, callQuery, callUrl } from '../../lib/calls';
import { useDecision } from '../client-decision/public-page';

/** GET /api/public/estimates/{token}: no sign-in, the token is the key. */
export function publicEstimateQuery(token: string) {
  return callQuery(publicEstimateCalls.view, { params: { token } });
}

export const publicPdfUrl = (token: string) => callUrl(publicEstimateCalls.pdf, { params: { token } });

export const useApproveEstimate = (token: string) =>
  useDecision('estimates', 'approve', publicEstimateQuery(token).queryKey, (body: ApproveEstimateBody) =>
    call(publicEstimateCalls.approve, { params: { token }, body }),
  );

export const useDeclineEstimate = (token: string) =>
  useDecision('estimates', 'decline', publicEstimateQuery(token).queryKey, (body: DeclineEstimateBody) =>
    call(publicEstimateCalls.decline, { params: { token }, body }),
  );
