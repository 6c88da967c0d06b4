import '#domain/messages/load/customer-messages';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import type { PublicThread } from '#domain/contracts/customer-messages';
import { Button } from '#web/components/ui/button';
import { CompanyLetterhead } from '#web/components/ui/company-letterhead';
import { PortalLink } from '#web/components/ui/portal-link';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { t } from '#web/lib/i18n';
import { useParams } from '#web/lib/router';
import { MessageBubble } from '../../customer-messages/components/message-bubble';
import { MessageComposer } from '../../customer-messages/components/message-composer';
import { publicThreadQuery, usePublicReply } from '../api';

/**
 * /public/messages/{token}: the conversation a customer opens from a message e-mail, without signing in and
 * outside the app shell: the company's letterhead, the messages, and a box to answer.
 */
export default function PublicMessagesPage() {
  const token = useParams().token ?? '';
  const thread = useInfiniteQuery(publicThreadQuery(token));
  return (
    <PublicDocumentPage
      query={thread}
      noun={t('customerMessages:public.noun')}
      mainClassName="max-w-3xl"
      notFound={{
        title: t('customerMessages:public.notAvailable'),
        // The same text the server's refusal carries (customerMessageTexts), read from the catalog: importing the
        // contract's value would bring its schemas, and zod, to a page that checks nothing.
        message: t('customerMessages:public.askNewLink', { linkInvalid: t('customerMessages:linkInvalid') }),
      }}
    >
      {(data) => (
        <Conversation
          token={token}
          data={data}
          loadEarlier={
            thread.hasNextPage ? (
              <Button
                variant="ghost"
                size="sm"
                loading={thread.isFetchingNextPage}
                loadingText={t('common:loading')}
                onClick={() => void thread.fetchNextPage()}
              >
                {t('customerMessages:loadEarlier')}
              </Button>
            ) : null
          }
        />
      )}
    </PublicDocumentPage>
  );
}

function Conversation({
  token,
  data,
  loadEarlier,
}: {
  token: string;
  data: InfiniteData<PublicThread, unknown>;
  loadEarlier: ReactNode;
}) {
  const reply = usePublicReply(token);
  const first = data.pages[0]!;
  const { company, project, customer } = first;
  const messages = [...data.pages].reverse().flatMap((page) => page.messages);
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useLayoutEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [newest]);
  useEffect(() => {
    document.title = t('customerMessages:public.documentTitle', {
      company: company.name,
      project: project.name,
    });
  }, [company.name, project.name]);

  return (
    <div className="grid gap-4">
      <header className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:p-5">
        <CompanyLetterhead company={company} size="compact" />
      </header>

      <section
        aria-labelledby="thread-title"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      >
        <div>
          <h1 id="thread-title" className="font-semibold text-slate-900 text-xl wrap-anywhere">
            {t('customerMessages:public.about', { project: project.name })}
          </h1>
          <p className="text-slate-600 text-sm">
            {t('customerMessages:public.between', { company: company.name, customer: customer.name })}
          </p>
        </div>
        <div
          ref={box}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard.
          tabIndex={0}
          role="log"
          aria-label={t('customerMessages:conversation')}
          className="max-h-[60vh] overflow-y-auto rounded-md border border-slate-200 p-3 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {loadEarlier ? <div className="mb-2 flex justify-center">{loadEarlier}</div> : null}
          {messages.length === 0 ? (
            <p className="py-6 text-center text-slate-500 text-sm">{t('customerMessages:public.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {messages.map((m) => (
                <MessageBubble key={m.id} message={m} mine={m.direction === 'incoming'} />
              ))}
            </ul>
          )}
        </div>
        <MessageComposer
          label={t('customerMessages:public.replyLabel')}
          placeholder={t('customerMessages:public.replyPlaceholder', { company: company.name })}
          pending={reply.isPending}
          onSend={(content) => reply.mutateAsync({ content })}
        />
      </section>
      <PortalLink />
    </div>
  );
}
