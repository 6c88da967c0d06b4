import '#domain/messages/load/customer-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatCalls } from '#calls/chat';
import { CUSTOMER_MESSAGES_PAGE_SIZE, customerMessageCalls } from '#calls/customer-messages';
import { unreadCalls } from '#calls/unread';
import type { CustomerMessage, CustomerMessageBody } from '#domain/contracts/customer-messages';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, readJson } from '../../lib/api';
import { call, callPrefix, infiniteCallQuery } from '../../lib/calls';

/** The conversation's key, which every page of it shares (a live notice naming it makes it stale). */
const threadKey = (projectId: number, customerId: number) =>
  callPrefix(customerMessageCalls.thread, { projectId, customerId });

/** One page of the conversation: its messages oldest first, and whether older ones exist. */
export type MessagesPage = { messages: CustomerMessage[]; hasMore: boolean };

/**
 * GET .../messages, page by page: the newest page first; `before` (the oldest message shown) loads the page
 * before it, and the page's x-has-more header says whether there is one. A live notice refetches the loaded
 * pages.
 */
export function customerMessagesQuery(projectId: number, customerId: number) {
  return infiniteCallQuery(
    customerMessageCalls.thread,
    { params: { projectId, customerId } },
    {
      query: (before: number | undefined) => ({ before, limit: CUSTOMER_MESSAGES_PAGE_SIZE }),
      read: async (res): Promise<MessagesPage> => ({
        messages: await readJson<CustomerMessage[]>(res),
        hasMore: res.headers.get('x-has-more') === 'true',
      }),
      next: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
      key: threadKey(projectId, customerId),
    },
  );
}

export function useSendCustomerMessage(projectId: number, customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerMessageBody) =>
      call(customerMessageCalls.send, { params: { projectId, customerId }, body }),
    // Chats lists the conversation with its latest message: that list loads again too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: threadKey(projectId, customerId) }),
        client.invalidateQueries({ queryKey: callPrefix(chatCalls.list) }),
      ]),
    onError: (error) => {
      toast({
        title: t('customerMessages:toasts.sendFailed'),
        description: errorMessage(error, t('customerMessages:toasts.tryAgain')),
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
  return useMutation({
    mutationFn: () => call(customerMessageCalls.markThreadRead, { params: { projectId, customerId } }),
    onSuccess: ({ marked }) => {
      if (marked === 0) return;
      void client.invalidateQueries({ queryKey: threadKey(projectId, customerId) });
      void client.invalidateQueries({ queryKey: callPrefix(unreadCalls.total) });
      void client.invalidateQueries({ queryKey: callPrefix(chatCalls.list) });
    },
    onError: (error) => console.warn('Could not mark the messages read', error),
  });
}
