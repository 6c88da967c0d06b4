import '#domain/messages/load/chat';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, MessagesSquare } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import type { ChatKind } from '#domain/contracts/chat';
import { href } from '#web/app/paths';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Link, useLeavingPage, useMatch, useNavigate, useParams } from '#web/lib/router';
import { useCompanyId } from '../../auth/api';
import { CustomerMessagesTab } from '../../customer-messages/components/customer-messages-tab';
import { projectQuery } from '../../projects/api';
import { chatListQuery } from '../api';
import { chatPath } from '../chat-path';
import { ChatList } from '../components/chat-list';
import { ConversationPanel } from '../components/conversation-panel';

const WIDE = '(min-width: 768px)';

/** Whether the list and the conversation fit side by side (md and up). */
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(WIDE);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

/**
 * Chats (/chats, /chats/{projectId} for a project's team chat, /chats/{projectId}/customer for its conversation
 * with its customer): every conversation on the left, the selected one on the right; on a wide screen the first
 * one opens by itself. Phones show the list, then the conversation.
 */
export default function ChatsPage() {
  const params = useParams();
  const kind: ChatKind = useMatch('/chats/:projectId/customer') ? 'customer' : 'team';
  const projectId = params.projectId ? Number(params.projectId) : undefined;
  const selected =
    projectId !== undefined && Number.isInteger(projectId) && projectId > 0 ? projectId : undefined;
  const list = useInfiniteQuery(chatListQuery());
  const wide = useWide();
  const navigate = useNavigate();
  const leaving = useLeavingPage();

  const first = list.data?.pages[0]?.data[0];
  const firstPath = first ? chatPath(first.kind, first.projectId) : undefined;
  useEffect(() => {
    // Not while leaving: a click elsewhere made before the list arrived goes where it was meant to.
    if (wide && params.projectId === undefined && firstPath !== undefined && !leaving()) {
      void navigate(firstPath, { replace: true });
    }
  }, [wide, params.projectId, firstPath, navigate, leaving]);

  const showConversation = params.projectId !== undefined;
  return (
    <div className="flex h-[calc(100dvh-7rem)] min-h-[28rem] flex-col md:h-[calc(100dvh-5rem)]">
      <PageHeader title={t('chat:page.title')} description={t('chat:page.description')} className="mb-4" />
      <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-[20rem_1fr]">
        <div
          className={cn(
            'min-h-0 min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white',
            showConversation ? 'hidden md:flex' : 'flex',
          )}
        >
          <ChatList
            query={list}
            selected={selected === undefined ? undefined : { kind, projectId: selected }}
          />
        </div>
        <div className={cn('min-h-0 min-w-0 flex-col', showConversation ? 'flex' : 'hidden md:flex')}>
          {selected !== undefined ? (
            <Conversation projectId={selected} kind={kind} />
          ) : showConversation ? (
            <ProjectNotFound />
          ) : (
            <EmptyState icon={MessagesSquare} title={t('chat:page.selectTitle')} className="h-full">
              {t('chat:page.select')}
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}

function ProjectNotFound() {
  return (
    <EmptyState title={t('chat:page.notFoundTitle')} className="h-full">
      {t('chat:page.notFound')}
    </EmptyState>
  );
}

/**
 * The selected project's name, a way back to the list (phones) and to the project, and the conversation: its team
 * chat, or its Customer Messages conversation (the same thread and composer as the project's tab).
 */
function Conversation({ projectId, kind }: { projectId: number; kind: ChatKind }) {
  const companyId = useCompanyId();
  const project = useQuery(projectQuery(projectId));
  if (project.error instanceof ApiError && project.error.status === 404) return <ProjectNotFound />;
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
      <Link
        to={href('/chats')}
        className="inline-flex items-center gap-1 self-start text-slate-600 text-sm hover:text-slate-900 md:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('chat:page.back')}
      </Link>
      <div className="flex items-center gap-2">
        <h2 className="min-w-0 flex-1 truncate font-semibold text-lg text-slate-900">
          {project.data ? project.data.name : <Skeleton className="h-6 w-48" />}
        </h2>
        <Link
          to={href(
            '/projects/:id',
            { id: projectId },
            kind === 'customer' ? { tab: 'messages' } : { tab: 'chat' },
          )}
          className="inline-flex shrink-0 items-center gap-1 text-primary text-sm hover:underline"
        >
          {t('chat:page.openProject')}
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {/* A new panel per conversation: its scroll position and read mark start afresh. */}
      {kind === 'team' ? (
        <ConversationPanel key={projectId} projectId={projectId} companyId={companyId} className="flex-1" />
      ) : project.data ? (
        <CustomerMessagesTab
          key={projectId}
          projectId={projectId}
          customerId={project.data.customerId}
          fill
        />
      ) : (
        <Skeleton className="flex-1" />
      )}
    </div>
  );
}
