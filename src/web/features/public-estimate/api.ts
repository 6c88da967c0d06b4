import '#domain/messages/load/estimates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicEstimateCalls } from '#calls/estimates';
import type {
  ApproveEstimateBody,
  DeclineEstimateBody,
  PublicEstimateView,
} from '#domain/contracts/estimates';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callQuery, callUrl } from '../../lib/calls';
import { t } from '../../lib/i18n';

/** GET /api/public/estimates/{token}: no sign-in, the token is the key. */
export function publicEstimateQuery(token: string) {
  return callQuery(publicEstimateCalls.view, { params: { token } });
}

export const publicPdfUrl = (token: string) => callUrl(publicEstimateCalls.pdf, { params: { token } });

function useDecision<TBody>(
  token: string,
  send: (body: TBody) => Promise<PublicEstimateView>,
  failureTitle: string,
) {
  const client = useQueryClient();
  const key = publicEstimateQuery(token).queryKey;
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => client.setQueryData(key, view),
    onError: (error) => {
      toast({
        title: failureTitle,
        description: errorMessage(error, t('estimates:public.tryAgain')),
        variant: 'destructive',
      });
      // Refused because it changed meanwhile (approved elsewhere, being revised): show it as it is now.
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

export const useApproveEstimate = (token: string) =>
  useDecision(
    token,
    (body: ApproveEstimateBody) => call(publicEstimateCalls.approve, { params: { token }, body }),
    t('estimates:public.approveFailed'),
  );

export const useDeclineEstimate = (token: string) =>
  useDecision(
    token,
    (body: DeclineEstimateBody) => call(publicEstimateCalls.decline, { params: { token }, body }),
    t('estimates:public.declineFailed'),
  );
