import '#domain/messages/load/chat';
import { FileText, ListPlus, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import type { ChatMessage } from '#domain/contracts/chat';
import { formatDateTime, formatFileSize } from '#domain/format';
import { Avatar, displayNameOf, FORMER_MEMBER } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { Textarea } from '#web/components/ui/textarea';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { attachmentHref } from '../api';

/** Images the browser draws itself get a thumbnail; anything else (a PDF, HEIC) is a link to the file. */
const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export const senderNameOf = (message: ChatMessage) =>
  message.sender ? displayNameOf(message.sender) : FORMER_MEMBER;

type MessageItemProps = {
  message: ChatMessage;
  own: boolean;
  onEdit: (content: string) => Promise<unknown>;
  onDelete: () => void;
  onCreateTask: () => void;
};

/** One message of a conversation: who, when, what (or that it was deleted), and what the reader may do with it. */
export function MessageItem({ message, own, onEdit, onDelete, onCreateTask }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const name = senderNameOf(message);
  return (
    <li className={cn('group flex gap-3 px-3 py-2', own && 'flex-row-reverse')}>
      <Avatar person={message.sender ?? { username: '?' }} className="mt-1 size-8 text-xs" />
      <div className={cn('flex min-w-0 max-w-[85%] flex-col gap-1', own && 'items-end')}>
        <div className={cn('flex items-baseline gap-2 text-xs', own && 'flex-row-reverse')}>
          <span className="font-semibold text-slate-900">{own ? t('chat:message.you') : name}</span>
          <time className="text-slate-500" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
          {message.isEdited && !message.isDeleted ? (
            <span className="text-slate-500">{t('chat:message.edited')}</span>
          ) : null}
        </div>
        <div className={cn('flex items-start gap-1', own && 'flex-row-reverse')}>
          {editing ? (
            <EditBox
              initial={message.content}
              onCancel={() => setEditing(false)}
              onSave={async (content) => {
                await onEdit(content);
                setEditing(false);
              }}
            />
          ) : (
            <MessageBody message={message} own={own} />
          )}
          {!message.isDeleted && !editing ? (
            <RowActionsMenu
              name={t('chat:message.rowName', { name: own ? t('chat:message.youLower') : name })}
              actions={[
                { label: t('chat:message.createTask'), icon: ListPlus, onSelect: onCreateTask, hidden: own },
                { label: t('common:edit'), icon: Pencil, onSelect: () => setEditing(true), hidden: !own },
                {
                  label: t('common:delete'),
                  icon: Trash2,
                  onSelect: onDelete,
                  destructive: true,
                  hidden: !own,
                },
              ]}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

function MessageBody({ message, own }: { message: ChatMessage; own: boolean }) {
  if (message.isDeleted) {
    return (
      <p className="rounded-lg border border-slate-200 border-dashed px-3 py-2 text-slate-500 text-sm italic">
        {t('chat:messageDeleted')}
      </p>
    );
  }
  const file = message.attachment;
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg px-3 py-2 text-sm',
        own ? 'bg-primary text-primary-foreground' : 'bg-slate-100 text-slate-900',
      )}
    >
      {message.content ? <p className="whitespace-pre-wrap wrap-anywhere">{message.content}</p> : null}
      {file && THUMBNAIL_TYPES.has(file.contentType) ? (
        <a href={attachmentHref(file.url, true)} target="_blank" rel="noreferrer" className="block">
          {/* A fixed height keeps the conversation's scroll position while the picture loads. */}
          <img
            src={attachmentHref(file.url, true)}
            alt={file.name}
            loading="lazy"
            className="h-40 max-w-60 rounded border border-slate-200 bg-white object-cover"
          />
        </a>
      ) : file ? (
        <a
          href={attachmentHref(file.url, false)}
          className={cn(
            'flex items-center gap-2 rounded border px-2 py-1.5 underline-offset-2 hover:underline',
            own ? 'border-white/40' : 'border-slate-300 bg-white',
          )}
        >
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          <span className="wrap-anywhere">{file.name}</span>
          <span className={cn('shrink-0 text-xs', own ? 'text-white/80' : 'text-slate-500')}>
            {formatFileSize(file.size)}
          </span>
        </a>
      ) : null}
    </div>
  );
}

function EditBox({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (!text.trim() || pending) return;
    setPending(true);
    try {
      await onSave(text.trim());
    } catch {
      // The mutation's toast says what failed; the text stays for another try.
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="flex w-72 max-w-full flex-col gap-2 sm:w-96">
      <Textarea
        aria-label={t('chat:message.editLabel')}
        value={text}
        rows={3}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button
          size="sm"
          onClick={() => void save()}
          loading={pending}
          loadingText={t('common:saving')}
          disabled={!text.trim()}
        >
          {t('common:save')}
        </Button>
      </div>
    </div>
  );
}
