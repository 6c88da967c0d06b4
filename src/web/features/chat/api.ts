import '#domain/messages/load/chat';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { CHAT_LIST_PAGE_SIZE, CHAT_PAGE_SIZE, chatCalls } from '#calls/chat';
import { unreadCalls } from '#calls/unread';
import type { ChatMessage } from '#domain/contracts/chat';
import type { CallAnswer } from '#domain/contracts/declare';
import { fetchWithRetry } from '#web/lib/busy-retry';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { buildUrl, errorMessage, readJson, readPage, throwIfNotOk } from '../../lib/api';
import { call, callPrefix, callQuery, callUrl, infiniteCallQuery } from '../../lib/calls';

export const unreadTotalQuery = callQuery(unreadCalls.total, {});

/** Unread chat and customer messages of the signed-in user; 0 when unknown or on failure. */
export function useUnreadTotal(enabled: boolean): number {
  const query = useQuery({ ...unreadTotalQuery, enabled });
  return query.data?.totalUnread ?? 0;
}

/**
 * A project's conversation, newest page first; each further page holds older messages (`before` the oldest one
 * shown). A live notice refetches the pages from the newest.
 */
export function chatMessagesQuery(projectId: number) {
  return infiniteCallQuery(
    chatCalls.messages,
    { params: { projectId } },
    {
      query: (before: number | undefined) => ({ limit: CHAT_PAGE_SIZE, before }),
      read: (res) => readJson<ChatMessage[]>(res),
      next: (last) => (last.length === CHAT_PAGE_SIZE ? last[last.length - 1]?.id : undefined),
    },
  );
}

/** The chat list: the company's projects by latest activity, a page at a time. */
export function chatListQuery() {
  return infiniteCallQuery(
    chatCalls.list,
    {},
    {
      query: (offset: number | undefined) => ({ limit: CHAT_LIST_PAGE_SIZE, offset }),
      read: (res) => readPage<CallAnswer<typeof chatCalls.list>[number]>(res),
      next: (last, pages) => {
        const loaded = pages.reduce((n, page) => n + page.data.length, 0);
        return loaded < last.total && last.data.length > 0 ? loaded : undefined;
      },
    },
  );
}

export function projectUnreadQuery(projectId: number) {
  return callQuery(chatCalls.projectUnread, { params: { projectId } });
}

/** The chat list and the unread counts (the project's and the total) load again. */
function refreshCounts(client: QueryClient, projectId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: callPrefix(chatCalls.projectUnread, { projectId }) }),
    client.invalidateQueries({ queryKey: callPrefix(chatCalls.list) }),
    client.invalidateQueries({ queryKey: callPrefix(unreadCalls.total) }),
  ]);
}

/** After a change of the conversation: its pages, the list and the unread counts load again. */
function useRefreshChat(projectId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: callPrefix(chatCalls.messages, { projectId }) }),
      refreshCounts(client, projectId),
    ]);
}

/** Puts the sent message at the bottom at once (the refetch that follows confirms it). */
function usePrependMessage(projectId: number) {
  const client = useQueryClient();
  return (message: ChatMessage) =>
    client.setQueryData<InfiniteData<ChatMessage[], number | undefined>>(
      chatMessagesQuery(projectId).queryKey,
      (data) =>
        data && !data.pages[0]?.some((m) => m.id === message.id)
          ? { ...data, pages: [[message, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
          : data,
    );
}

/** The toast of a failed change: the fixed title, the server's sentence (or 'Please try again'). */
const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, t('chat:tryAgain')), variant: 'destructive' });

/** Sends a message, with a photo or PDF when `file` is given (multipart). */
export function useSendMessage(projectId: number) {
  const refresh = useRefreshChat(projectId);
  const prepend = usePrependMessage(projectId);
  return useMutation({
    mutationFn: async ({ content, file }: { content: string; file?: File | undefined }) => {
      const params = { projectId };
      if (!file) return call(chatCalls.send, { params, body: { content } });
      const form = new FormData();
      // Fields before the file: the server reads them first.
      if (content) form.append('content', content);
      form.append('file', file);
      const res = await fetchWithRetry(callUrl(chatCalls.sendAttachment, { params }), {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfNotOk(res);
      return (await res.json()) as CallAnswer<typeof chatCalls.sendAttachment>;
    },
    onSuccess: (message) => {
      prepend(message);
      void refresh();
    },
    onError: failed(t('chat:toasts.sendFailed')),
  });
}

export function useEditMessage(projectId: number) {
  const refresh = useRefreshChat(projectId);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      call(chatCalls.edit, { params: { id }, body: { content } }),
    onSuccess: () => void refresh(),
    onError: failed(t('chat:toasts.editFailed')),
  });
}

export function useDeleteMessage(projectId: number) {
  const refresh = useRefreshChat(projectId);
  return useMutation({
    mutationFn: (id: number) => call(chatCalls.remove, { params: { id } }),
    onSuccess: () => void refresh(),
    onError: failed(t('chat:toasts.deleteFailed')),
  });
}

/** Marks the conversation read up to its newest message; a failure is only logged (nothing to tell people). */
export function useMarkRead(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(chatCalls.markProjectRead, { params: { projectId } }),
    onSuccess: () => refreshCounts(client, projectId),
    onError: (error) => console.error('Could not mark the conversation read', error),
  });
}

/** The download address of an attachment, shown in the page (`inline`) or saved. */
export const attachmentHref = (url: string, inline: boolean) => buildUrl([url, inline ? { inline: 1 } : {}]);
