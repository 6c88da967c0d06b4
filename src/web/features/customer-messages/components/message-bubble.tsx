import '#domain/messages/load/customer-messages';
import { Paperclip } from 'lucide-react';
import { formatDateTime } from '#domain/format';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';

export type BubbleMessage = {
  id: number;
  direction: 'incoming' | 'outgoing';
  author: string;
  content: string;
  attachment: string | null;
  createdAt: string;
};

/**
 * One message of a customer conversation: what the reader's side sent on the right, the other side's on the
 * left, each with its author and time. `mine` says which direction is the reader's own (staff: outgoing;
 * the customer's public page: incoming).
 */
export function MessageBubble({ message, mine }: { message: BubbleMessage; mine: boolean }) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={t('customerMessages:bubbleLabel', {
          author: message.author,
          time: formatDateTime(message.createdAt),
        })}
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-xs sm:max-w-[70%]',
          mine ? 'bg-blue-700 text-white' : 'border border-slate-200 bg-slate-50 text-slate-900',
        )}
      >
        <p className={cn('mb-1 flex flex-wrap gap-x-2 text-xs', mine ? 'text-blue-50' : 'text-slate-600')}>
          <span className="font-semibold">{message.author}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="whitespace-pre-wrap wrap-anywhere">{message.content}</p>
        {message.attachment ? (
          <p className={cn('mt-1 flex items-center gap-1 text-xs', mine ? 'text-blue-50' : 'text-slate-600')}>
            <Paperclip className="size-3.5" aria-hidden="true" />
            <span className="wrap-anywhere">{message.attachment}</span>
          </p>
        ) : null}
      </article>
    </li>
  );
}
