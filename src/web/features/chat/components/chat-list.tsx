import '#domain/messages/load/chat';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ChatKind, ChatSummary } from '#domain/contracts/chat';
import { formatDateMedium, formatTime } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import type { Page } from '#web/lib/api';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { chatPath } from '../chat-path';

type ChatListProps = {
  query: UseInfiniteQueryResult<InfiniteData<Page<ChatSummary>, unknown>>;
  /** The open conversation. */
  selected: { kind: ChatKind; projectId: number } | undefined;
};

/** Today's messages show their time, older ones their day. */
function whenOf(instant: string): string {
  const date = new Date(instant);
  return date.toDateString() === new Date().toDateString() ? formatTime(date) : formatDateMedium(date);
}

/**
 * The left column of Chats: each project's team chat and customer conversation as entries of their own, each with
 * its unread badge, latest message and Team or Customer label.
 */
export function ChatList({ query, selected: open }: ChatListProps) {
  if (query.isPending) {
    return (
      <div className="grid gap-2 p-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('chat:list.loading')}
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('chat:list.loadError')}
        message={errorMessage(query.error, t('chat:tryAgain'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const chats = query.data.pages.flatMap((page) => page.data);
  if (chats.length === 0) {
    return <EmptyState title={t('chat:list.emptyTitle')}>{t('chat:list.empty')}</EmptyState>;
  }
  return (
    <nav aria-label={t('chat:list.label')} className="min-h-0 overflow-y-auto">
      <ul className="divide-y divide-slate-100">
        {chats.map((chat) => {
          const selected = chat.projectId === open?.projectId && chat.kind === open.kind;
          const latest = chat.latest;
          const customer = chat.kind === 'customer';
          return (
            <li key={`${chat.kind}-${chat.projectId}`}>
              <Link
                to={chatPath(chat.kind, chat.projectId)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex flex-col gap-1 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2',
                  selected && 'bg-primary-soft hover:bg-primary-soft',
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                    {chat.projectName}
                  </span>
                  {chat.unreadCount > 0 ? (
                    <Badge className="min-w-5 justify-center">
                      {chat.unreadCount}
                      <span className="sr-only"> {t('chat:list.unread')}</span>
                    </Badge>
                  ) : null}
                </span>
                <span className="flex min-w-0 items-center gap-2 text-xs">
                  <Badge variant={customer ? 'purple' : 'blue'}>
                    {customer ? t('chat:list.kinds.customer') : t('chat:list.kinds.team')}
                  </Badge>
                  {chat.customer ? (
                    <span className="min-w-0 truncate text-slate-600">{chat.customer.name}</span>
                  ) : null}
                  {latest ? (
                    <span className="ml-auto shrink-0 text-slate-600">{whenOf(latest.createdAt)}</span>
                  ) : null}
                </span>
                {latest ? (
                  <span className="truncate text-slate-600 text-sm">
                    <span className="font-medium">{latest.senderName}:</span> {latest.preview}
                  </span>
                ) : (
                  <span className="text-slate-600 text-sm">{t('chat:list.noMessages')}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center p-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            loadingText={t('common:loading')}
          >
            {t('chat:list.showMore')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
