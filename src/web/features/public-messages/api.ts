import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMER_MESSAGES_PAGE_SIZE,
  type PublicMessage,
  type PublicReplyBody,
  type PublicThread,
} from '#domain/contracts/customer-messages';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, buildUrl, errorMessage, throwIfNotOk } from '../../lib/api';

const path = (token: string) => `/api/public/messages/${encodeURIComponent(token)}`;

/**
 * GET /api/public/messages/{token}, page by page: no sign-in, the token is the key. The newest page first;
 * "Load earlier messages" asks for the page before the oldest one shown.
 */
export function publicThreadQuery(token: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/public/messages', token],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }): Promise<PublicThread> => {
      const res = await fetch(
        buildUrl([path(token), { before: pageParam, limit: CUSTOMER_MESSAGES_PAGE_SIZE }]),
        {
          credentials: 'include',
          signal,
        },
      );
      await throwIfNotOk(res);
      return (await res.json()) as PublicThread;
    },
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  });
}

/** POST /api/public/messages/{token}: the customer's reply. */
export function usePublicReply(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicReplyBody) => apiRequest<PublicMessage>('POST', path(token), body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/public/messages', token] }),
    onError: (error) => {
      toast({
        title: 'Failed to send message',
        description: errorMessage(error, 'Please try again'),
        variant: 'destructive',
      });
    },
  });
}
