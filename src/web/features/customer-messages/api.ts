import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMER_MESSAGES_PAGE_SIZE,
  type CustomerMessage,
  type CustomerMessageBody,
  type SentCustomerMessage,
} from '#domain/contracts/customer-messages';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, buildUrl, errorMessage, throwIfNotOk } from '../../lib/api';

/** The conversation's URL, which is also its query key (live notices invalidate keys starting with it). */
export const customerMessagesUrl = (projectId: number, customerId: number) =>
  `/api/projects/${projectId}/customers/${customerId}/messages`;

/** One page of the conversation: its messages oldest first, and whether older ones exist. */
export type MessagesPage = { messages: CustomerMessage[]; hasMore: boolean };

/**
 * GET .../messages, page by page: the newest page first; `before` (the oldest message shown) loads the page
 * before it. A live notice refetches the loaded pages.
 */
export function customerMessagesQuery(projectId: number, customerId: number) {
  const url = customerMessagesUrl(projectId, customerId);
  return infiniteQueryOptions({
    queryKey: [url],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }): Promise<MessagesPage> => {
      const res = await fetch(buildUrl([url, { before: pageParam, limit: CUSTOMER_MESSAGES_PAGE_SIZE }]), {
        credentials: 'include',
        signal,
      });
      await throwIfNotOk(res);
      return {
        messages: (await res.json()) as CustomerMessage[],
        hasMore: res.headers.get('x-has-more') === 'true',
      };
    },
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  });
}

export function useSendCustomerMessage(projectId: number, customerId: number) {
  const client = useQueryClient();
  const url = customerMessagesUrl(projectId, customerId);
  return useMutation({
    mutationFn: (body: CustomerMessageBody) => apiRequest<SentCustomerMessage>('POST', url, body),
    // Chats lists the conversation with its latest message: that list loads again too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [url] }),
        client.invalidateQueries({ queryKey: ['/api/chats'] }),
      ]),
    onError: (error) => {
      toast({
        title: 'Failed to send message',
        description: errorMessage(error, 'Please try again'),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Marks the conversation's unread incoming messages read (one call for all of them). The live notice it causes
 * refreshes the conversation and the unread badges; a failure is only logged (docs/product.md#customer-messages).
 */
export function useMarkConversationRead(projectId: number, customerId: number) {
  const client = useQueryClient();
  const url = customerMessagesUrl(projectId, customerId);
  return useMutation({
    mutationFn: () => apiRequest<{ marked: number }>('POST', `${url}/read`),
    onSuccess: ({ marked }) => {
      if (marked === 0) return;
      void client.invalidateQueries({ queryKey: [url] });
      void client.invalidateQueries({ queryKey: ['/api/unread-messages/total'] });
      void client.invalidateQueries({ queryKey: ['/api/chats'] });
    },
    onError: (error) => console.warn('Could not mark the messages read', error),
  });
}
