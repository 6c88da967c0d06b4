import '#domain/messages/load/customer-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES_PAGE_SIZE, customerMessageCalls } from '#calls/customer-messages';
import type { PublicReplyBody } from '#domain/contracts/customer-messages';
import type { CallAnswer } from '#domain/contracts/declare';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, readJson } from '../../lib/api';
import { call, callPrefix, infiniteCallQuery } from '../../lib/calls';

/**
 * GET /api/public/messages/{token}, page by page: no sign-in, the token is the key. The newest page first;
 * "Load earlier messages" asks for the page before the oldest one shown.
 */
export function publicThreadQuery(token: string) {
  return infiniteCallQuery(
    customerMessageCalls.publicThread,
    { params: { token } },
    {
      query: (before: number | undefined) => ({ before, limit: CUSTOMER_MESSAGES_PAGE_SIZE }),
      read: (res) => readJson<CallAnswer<typeof customerMessageCalls.publicThread>>(res),
      next: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
      key: callPrefix(customerMessageCalls.publicThread, { token }),
    },
  );
}

/** POST /api/public/messages/{token}: the customer's reply. */
export function usePublicReply(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicReplyBody) =>
      call(customerMessageCalls.publicReply, { params: { token }, body }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: callPrefix(customerMessageCalls.publicThread, { token }) }),
    onError: (error) => {
      toast({
        title: t('customerMessages:toasts.sendFailed'),
        description: errorMessage(error, t('customerMessages:toasts.tryAgain')),
        variant: 'destructive',
      });
    },
  });
}
