import '#domain/messages/load/customer-messages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MailWarning, MessageSquare, UserX } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CustomerMessage } from '#domain/contracts/customer-messages';
import { href } from '#web/app/paths';
import { displayNameOf, FORMER_MEMBER } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { RichText } from '#web/lib/rich-text';
import { Link } from '#web/lib/router';
import { customerQuery } from '../../customers/api';
import { customerName } from '../../customers/customer-name';
import { customerMessagesQuery, useMarkConversationRead, useSendCustomerMessage } from '../api';
import { type BubbleMessage, MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

type CustomerMessagesTabProps = {
  projectId: number;
  customerId: number | null;
  /** Fill the height of its container (Chats' right pane), the log scrolling inside, instead of a fixed height. */
  fill?: boolean;
};

/**
 * The project's Customer Messages tab, also the customer conversation of Chats: the conversation with the
 * project's customer (their name from the customer record), mirrored by e-mail. Viewing it marks the customer's
 * unread messages read.
 */
export function CustomerMessagesTab({ projectId, customerId, fill = false }: CustomerMessagesTabProps) {
  if (customerId === null) {
    return (
      <EmptyState icon={UserX} title={t('customerMessages:tab.noCustomerTitle')}>
        {t('customerMessages:tab.noCustomer')}
      </EmptyState>
    );
  }
  return <CustomerConversation projectId={projectId} customerId={customerId} fill={fill} />;
}

function CustomerConversation({
  projectId,
  customerId,
  fill,
}: {
  projectId: number;
  customerId: number;
  fill: boolean;
}) {
  const customer = useQuery(customerQuery(customerId));
  const messages = useInfiniteQuery(customerMessagesQuery(projectId, customerId));
  const send = useSendCustomerMessage(projectId, customerId);
  const name = customer.data ? customerName(customer.data) : t('customerMessages:tab.theCustomer');
  const noEmail = customer.data !== undefined && !customer.data.email;

  // Pages arrive newest first; the conversation reads oldest first.
  const all = useMemo(
    () => [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.messages),
    [messages.data],
  );
  useMarkUnreadRead(projectId, customerId, all);

  return (
    <Card className={cn(fill && 'flex min-h-0 flex-1 flex-col')}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="size-5 text-slate-500" aria-hidden="true" />
          {t('customerMessages:tab.title', { name: customer.isPending ? '...' : name })}
        </CardTitle>
        <CardDescription>
          {customer.data?.email
            ? t('customerMessages:tab.sentViaEmailTo', { email: customer.data.email })
            : t('customerMessages:tab.sentViaEmail')}
        </CardDescription>
      </CardHeader>
      <CardContent className={cn('grid gap-4', fill && 'min-h-0 flex-1 grid-rows-[minmax(0,1fr)_auto]')}>
        {messages.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              {t('customerMessages:tab.loading')}
            </span>
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="ml-auto h-14 w-2/3" />
          </div>
        ) : messages.isError ? (
          <ErrorState
            title={t('customerMessages:tab.loadFailed')}
            message={errorMessage(messages.error, t('common:unexpectedError'))}
            onRetry={() => void messages.refetch()}
          />
        ) : all.length === 0 ? (
          <EmptyState icon={MessageSquare} title={t('customerMessages:tab.emptyTitle')}>
            {noEmail
              ? t('customerMessages:tab.emptyNoEmail', { name })
              : t('customerMessages:tab.empty', { name })}
          </EmptyState>
        ) : (
          <MessageLog
            messages={all}
            customerName={name}
            fill={fill}
            olderButton={
              messages.hasNextPage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={messages.isFetchingNextPage}
                  loadingText={t('common:loading')}
                  onClick={() => void messages.fetchNextPage()}
                >
                  {t('customerMessages:loadEarlier')}
                </Button>
              ) : null
            }
          />
        )}
        {noEmail ? (
          <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
            <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <RichText
                i18nKey="customerMessages:tab.noEmail"
                values={{ name }}
                components={{
                  a: (
                    <Link className="font-medium underline" to={href('/customers/:id', { id: customerId })} />
                  ),
                }}
              />
            </span>
          </p>
        ) : (
          <MessageComposer
            label={t('customerMessages:tab.composerLabel', { name })}
            placeholder={t('customerMessages:tab.composerPlaceholder')}
            pending={send.isPending}
            onSend={(content) => send.mutateAsync({ content })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The conversation, kept scrolled to the newest message as messages arrive. */
function MessageLog({
  messages,
  customerName: customer,
  fill,
  olderButton,
}: {
  messages: CustomerMessage[];
  customerName: string;
  fill: boolean;
  olderButton: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useLayoutEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [newest]);
  return (
    <div
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard.
      tabIndex={0}
      role="log"
      aria-label={t('customerMessages:conversation')}
      className={cn(
        'overflow-y-auto rounded-md border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-blue-600',
        fill ? 'min-h-0' : 'max-h-[32rem]',
      )}
    >
      {olderButton ? <div className="mb-2 flex justify-center">{olderButton}</div> : null}
      <ul className="grid gap-3">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={bubbleOf(m, customer)} mine={m.direction === 'outgoing'} />
        ))}
      </ul>
    </div>
  );
}

function bubbleOf(m: CustomerMessage, customer: string): BubbleMessage {
  const author = m.direction === 'incoming' ? customer : m.sender ? displayNameOf(m.sender) : FORMER_MEMBER;
  return { ...m, author };
}

/** Whether the browser tab is in front (a conversation open in a background tab is not being read). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * docs/product.md#customer-messages: incoming unread customer messages are marked read when the conversation is viewed (in a tab in front;
 * a reply arriving in a background tab waits until it is looked at). One call marks all of them; each unread
 * message is asked about once, so a refetch that still shows it unread sends no repeat.
 */
function useMarkUnreadRead(projectId: number, customerId: number, messages: CustomerMessage[]) {
  const markRead = useMarkConversationRead(projectId, customerId);
  const visible = usePageVisible();
  const asked = useRef(new Set<number>());
  const unread = messages.filter((m) => m.direction === 'incoming' && !m.isRead && !asked.current.has(m.id));
  const key = unread.map((m) => m.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new set of unread messages seen.
  useEffect(() => {
    if (!key || !visible) return;
    for (const m of unread) asked.current.add(m.id);
    markRead.mutate();
  }, [key, visible]);
}
