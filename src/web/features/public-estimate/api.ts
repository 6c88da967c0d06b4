import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveEstimateBody,
  DeclineEstimateBody,
  PublicEstimateView,
} from '#domain/contracts/estimates';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';

const path = (token: string) => `/api/public/estimates/${encodeURIComponent(token)}`;

/** GET /api/public/estimates/{token}: no sign-in, the token is the key. */
export function publicEstimateQuery(token: string) {
  return queryOptions<PublicEstimateView>({ queryKey: ['/api/public/estimates', token] });
}

export const publicPdfUrl = (token: string) => `${path(token)}/pdf`;

function useDecision<TBody>(token: string, action: 'approve' | 'decline', failureTitle: string) {
  const client = useQueryClient();
  const key = publicEstimateQuery(token).queryKey;
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<PublicEstimateView>('POST', `${path(token)}/${action}`, body),
    onSuccess: (view) => client.setQueryData(key, view),
    onError: (error) => {
      toast({
        title: failureTitle,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      // Refused because it changed meanwhile (approved elsewhere, being revised): show it as it is now.
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

export const useApproveEstimate = (token: string) =>
  useDecision<ApproveEstimateBody>(token, 'approve', 'Could not approve the estimate');

export const useDeclineEstimate = (token: string) =>
  useDecision<DeclineEstimateBody>(token, 'decline', 'Could not decline the estimate');
