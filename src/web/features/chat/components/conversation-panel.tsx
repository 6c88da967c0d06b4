import '#domain/messages/load/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '#domain/contracts/chat';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { chatMessagesQuery, useDeleteMessage, useEditMessage, useMarkRead, useSendMessage } from '../api';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

// Create Task (the task form, its checks and the phase list) loads when a message is first turned into a task.
const CreateTaskDialog = lazy(() =>
  import('./create-task-dialog').then((m) => ({ default: m.CreateTaskDialog })),
);

/** How close to an edge (px) counts as being there: at the top older messages load, at the bottom new ones follow. */
const EDGE = 80;

type ConversationPanelProps = {
  projectId: number;
  companyId: number;
  className?: string;
};

/**
 * A project's team chat: the messages (older pages load when scrolled to the top, keeping what is in view in
 * place; new ones appear at the bottom), the composer, and each message's actions. While it is open, whatever
 * arrives is marked read.
 */
export function ConversationPanel({ projectId, companyId, className }: ConversationPanelProps) {
  const { user } = useUser();
  const query = useInfiniteQuery(chatMessagesQuery(projectId));
  const send = useSendMessage(projectId);
  const edit = useEditMessage(projectId);
  const remove = useDeleteMessage(projectId);
  const markRead = useMarkRead(projectId);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [taskFrom, setTaskFrom] = useState<ChatMessage | null>(null);

  // Pages come newest first; the conversation reads oldest to newest, top to bottom.
  const messages = useMemo(() => (query.data?.pages.flat() ?? []).slice().reverse(), [query.data]);
  const newestId = messages.at(-1)?.id;

  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);

  // Opening a conversation that has messages, and any message arriving while it is open, marks it read; in a
  // tab in the background, only once the tab is looked at again.
  const readUpTo = useRef(0);
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (newestId === undefined || newestId <= readUpTo.current) return;
    const mark = () => {
      if (document.visibilityState === 'hidden' || newestId <= readUpTo.current) return;
      readUpTo.current = newestId;
      markAsRead();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestId, markAsRead]);

  const failedToLoad = query.isError;
  useEffect(() => {
    if (failedToLoad) {
      toast({
        title: t('chat:panel.loadFailed'),
        description: errorMessage(query.error, t('chat:tryAgain')),
        variant: 'destructive',
      });
    }
  }, [failedToLoad, query.error]);

  // After a render with other messages: older ones put back what was in view; otherwise follow the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || messages.length === 0) return;
    if (fromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    void fetchNextPage();
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (el.scrollTop < EDGE) loadOlder();
  };

  return (
    <section
      aria-label={t('chat:panel.label')}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white',
        className,
      )}
    >
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto py-2"
        role="log"
        aria-label={t('chat:panel.messages')}
        aria-busy={query.isPending || isFetchingNextPage}
      >
        {query.isPending ? (
          <div className="grid gap-3 p-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={cn('h-12 w-2/3', i % 2 === 1 && 'ml-auto')} />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            title={t('chat:panel.loadFailed')}
            message={errorMessage(query.error, t('chat:tryAgain'))}
            onRetry={() => void query.refetch()}
          />
        ) : messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-500">
            <MessagesSquare className="size-10" aria-hidden="true" />
            <p>{t('chat:panel.empty')}</p>
          </div>
        ) : (
          <>
            {hasNextPage ? (
              <div className="flex justify-center py-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={loadOlder}
                  loading={isFetchingNextPage}
                  loadingText={t('common:loading')}
                >
                  {t('chat:panel.loadOlder')}
                </Button>
              </div>
            ) : null}
            <ol className="flex flex-col">
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  own={user !== null && message.senderId === user.id}
                  onEdit={(content) => edit.mutateAsync({ id: message.id, content })}
                  onDelete={() => setDeleting(message)}
                  onCreateTask={() => setTaskFrom(message)}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      <MessageComposer
        onSend={async (message) => {
          atBottom.current = true;
          await send.mutateAsync(message);
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('chat:panel.item')}
        description={t('chat:panel.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
      {taskFrom ? (
        <Suspense fallback={null}>
          <CreateTaskDialog
            projectId={projectId}
            companyId={companyId}
            message={taskFrom}
            open
            onOpenChange={(open) => (open ? undefined : setTaskFrom(null))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
