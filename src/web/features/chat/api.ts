import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CHAT_LIST_PAGE_SIZE,
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatSummary,
  type UnreadCount,
} from '#domain/contracts/chat';
import type { UnreadTotal } from '#domain/contracts/unread';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, buildUrl, errorMessage, fetchPage, getQueryFn, throwIfNotOk } from '../../lib/api';

export const unreadTotalQuery = queryOptions<UnreadTotal>({ queryKey: ['/api/unread-messages/total'] });

/** Unread chat and customer messages of the signed-in user; 0 when unknown or on failure. */
export function useUnreadTotal(enabled: boolean): number {
  const query = useQuery({ ...unreadTotalQuery, enabled });
  return query.data?.totalUnread ?? 0;
}

// Keys are the URLs they load, so the live notices (lib/live-updates.ts) find them by prefix.
const chatUrl = (projectId: number) => `/api/projects/${projectId}/chat`;
const unreadUrl = (projectId: number) => `/api/projects/${projectId}/unread-messages`;

/**
 * A project's conversation, newest page first; each further page holds older messages (`before` the oldest one
 * shown). A live notice refetches the pages from the newest.
 */
export function chatMessagesQuery(projectId: number) {
  const get = getQueryFn<ChatMessage[]>({ on401: 'throw' });
  return infiniteQueryOptions({
    queryKey: [chatUrl(projectId), { limit: CHAT_PAGE_SIZE }],
    initialPageParam: undefined as number | undefined,
    queryFn: (context) =>
      get({
        ...context,
        queryKey: [chatUrl(projectId), { limit: CHAT_PAGE_SIZE, before: context.pageParam }],
      } as never),
    getNextPageParam: (last: ChatMessage[]) =>
      last.length === CHAT_PAGE_SIZE ? last[last.length - 1]?.id : undefined,
  });
}

/** The chat list: the company's projects by latest activity, a page at a time. */
export function chatListQuery() {
  return infiniteQueryOptions({
    queryKey: ['/api/chats', { limit: CHAT_LIST_PAGE_SIZE }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<ChatSummary>(['/api/chats', { limit: CHAT_LIST_PAGE_SIZE, offset: pageParam }], signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? loaded : undefined;
    },
  });
}

export function projectUnreadQuery(projectId: number) {
  return queryOptions<UnreadCount>({ queryKey: [unreadUrl(projectId)] });
}

/** After a change of the conversation: its pages, the list and the unread counts load again. */
function useRefreshChat(projectId: number) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey }) => {
        const url = queryKey[0];
        return (
          typeof url === 'string' &&
          (url.startsWith(chatUrl(projectId)) ||
            url.startsWith(unreadUrl(projectId)) ||
            url.startsWith('/api/chats') ||
            url.startsWith('/api/unread-messages'))
        );
      },
    });
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
  toast({ title, description: errorMessage(error, 'Please try again'), variant: 'destructive' });

/** Sends a message, with a photo or PDF when `file` is given (multipart). */
export function useSendMessage(projectId: number) {
  const refresh = useRefreshChat(projectId);
  const prepend = usePrependMessage(projectId);
  return useMutation({
    mutationFn: async ({ content, file }: { content: string; file?: File | undefined }) => {
      if (!file) return apiRequest<ChatMessage>('POST', chatUrl(projectId), { content });
      const form = new FormData();
      // Fields before the file: the server reads them first.
      if (content) form.append('content', content);
      form.append('file', file);
      const res = await fetch(`${chatUrl(projectId)}/attachments`, {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfNotOk(res);
      return (await res.json()) as ChatMessage;
    },
    onSuccess: (message) => {
      prepend(message);
      void refresh();
    },
    onError: failed('Failed to send message'),
  });
}

export function useEditMessage(projectId: number) {
  const refresh = useRefreshChat(projectId);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiRequest<ChatMessage>('PUT', `/api/chat/${id}`, { content }),
    onSuccess: () => void refresh(),
    onError: failed('Failed to edit message'),
  });
}

export function useDeleteMessage(projectId: number) {
  const refresh = useRefreshChat(projectId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/chat/${id}`),
    onSuccess: () => void refresh(),
    onError: failed('Failed to delete message'),
  });
}

/** Marks the conversation read up to its newest message; a failure is only logged (nothing to tell people). */
export function useMarkRead(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnreadCount>('POST', `/api/projects/${projectId}/mark-read`),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) => {
          const url = queryKey[0];
          return (
            typeof url === 'string' &&
            (url.startsWith(unreadUrl(projectId)) ||
              url.startsWith('/api/chats') ||
              url.startsWith('/api/unread-messages'))
          );
        },
      }),
    onError: (error) => console.error('Could not mark the conversation read', error),
  });
}

/** The download address of an attachment, shown in the page (`inline`) or saved. */
export const attachmentHref = (url: string, inline: boolean) => buildUrl([url, inline ? { inline: 1 } : {}]);
