import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { t } from '#web/lib/i18n';
import { MessageBubble } from '../../customer-messages/components/message-bubble';
import { MessageComposer } from '../../customer-messages/components/message-composer';
import { portalMessagesQuery, useSendPortalMessage } from '../api';

/** Messages: the project's conversation with the company; the client writes below (not in staff's preview). */
export function MessagesTab({ projectId, readOnly }: { projectId: number; readOnly: boolean }) {
  const messages = useQuery(portalMessagesQuery(projectId));
  const send = useSendPortalMessage(projectId);
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.data?.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useLayoutEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [newest]);
  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <div
        ref={box}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard.
        tabIndex={0}
        role="log"
        aria-label={t('portal:tabs.messages')}
        className="max-h-[60vh] min-h-32 overflow-y-auto rounded-md border border-slate-200 p-3 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {(messages.data ?? []).length === 0 ? (
          <p className="py-6 text-center text-slate-500 text-sm">{t('portal:messages.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {messages.data?.map((m) => (
              <MessageBubble
                key={m.id}
                message={{ ...m, attachment: null }}
                mine={m.direction === 'incoming'}
              />
            ))}
          </ul>
        )}
      </div>
      {readOnly ? null : (
        <MessageComposer
          label={t('portal:messages.label')}
          placeholder={t('portal:messages.placeholder')}
          pending={send.isPending}
          onSend={(content) => send.mutateAsync(content)}
        />
      )}
    </section>
  );
}
