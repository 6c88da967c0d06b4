import '#domain/messages/load/team';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TeamMember } from '#domain/contracts/users';
import { can } from '#domain/permissions';
import { whyMayNotManage } from '#domain/team-rules';
import { href } from '#web/app/paths';
import { displayNameOf } from '#web/components/ui/avatar';
import { BackLink } from '#web/components/ui/back-link';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { StaleVersionNotice } from '#web/components/ui/stale-version-notice';
import { ApiError, errorMessage, isStaleVersion } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useNavigate, useParams } from '#web/lib/router';
import { useCompanyId, useUser } from '../../auth/api';
import { memberQuery, useCreateMember, useUpdateMember } from '../api';
import { MemberForm } from '../components/member-form';

function BackToTeam() {
  return <BackLink to={href('/team')}>{t('team:backToTeam')}</BackLink>;
}

function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <>
      <BackToTeam />
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
}

/** Only the fields that changed go in the PATCH; a blank password is left out (docs/product.md#team). */
function changesOf(member: TeamMember, values: Record<string, unknown>) {
  const before: Record<string, unknown> = {
    ...member,
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
  };
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'password' ? value !== '' : value !== before[key]) changed[key] = value;
  }
  return changed;
}

function EditMember({ id }: { id: number }) {
  const companyId = useCompanyId();
  const { user } = useUser();
  const navigate = useNavigate();
  // Asked on every visit: the form waits for this visit's own answer (isFetchedAfterMount below), which a cached
  // copy that is still fresh (a save refetches it before leaving the page) would never give.
  const member = useQuery({ ...memberQuery(id), enabled: id > 0, refetchOnMount: 'always' });
  const update = useUpdateMember(companyId, id);
  if (id <= 0 || member.isError) {
    const missing = id <= 0 || (member.error instanceof ApiError && member.error.status === 404);
    return (
      <Frame title={t('team:memberPage.title')}>
        <ErrorState
          title={missing ? t('errors:notFound.teamMember') : t('team:loadError')}
          message={missing ? undefined : errorMessage(member.error, t('team:fetchFailed'))}
          onRetry={missing ? undefined : () => void member.refetch()}
        />
      </Frame>
    );
  }
  // The form takes its values once, so it waits for this visit's own read rather than an older cached copy
  // (a member deactivated a moment ago must not open as active).
  if (member.isPending || !member.isFetchedAfterMount || !user) {
    return <Skeleton className="h-96 max-w-3xl" aria-busy="true" />;
  }
  const m = member.data;
  const why = whyMayNotManage({ id: user.id, role: user.role, isAdmin: user.isAdmin }, m);
  if (why) {
    return (
      <Frame title={displayNameOf(m)}>
        <ErrorState title={t('team:memberPage.cannotEdit')} message={why} />
      </Frame>
    );
  }
  return (
    <Frame
      title={t('team:memberPage.editTitle', { name: displayNameOf(m) })}
      description={t('team:memberPage.editDescription')}
    >
      {isStaleVersion(update.error) ? <StaleVersionNotice reloadPage /> : null}
      <MemberForm
        key={m.id}
        member={m}
        mayMakeAdmins={can(user, 'manageAdmins')}
        isSelf={m.id === user.id}
        pending={update.isPending}
        onCancel={() => navigate(href('/team'))}
        onSave={async (values, version) => {
          const changes = changesOf(m, values);
          if (Object.keys(changes).length > 0) await update.mutateAsync({ body: changes, version });
          navigate(href('/team'));
        }}
      />
    </Frame>
  );
}

function NewMember() {
  const companyId = useCompanyId();
  const { user } = useUser();
  const navigate = useNavigate();
  const create = useCreateMember(companyId);
  if (!can(user, 'manageTeam')) {
    return (
      <Frame title={t('team:addMember')}>
        <ErrorState title={t('team:memberPage.cannotAdd')} message={t('team:rules.noPermission')} />
      </Frame>
    );
  }
  return (
    <Frame title={t('team:addMember')} description={t('team:memberPage.addDescription')}>
      <MemberForm
        mayMakeAdmins={can(user, 'manageAdmins')}
        isSelf={false}
        pending={create.isPending}
        onCancel={() => navigate(href('/team'))}
        onSave={async ({ isActive: _new, ...values }) => {
          await create.mutateAsync(values);
          navigate(href('/team'));
        }}
      />
    </Frame>
  );
}

/** /team/new and /team/{id}: the team member form. */
export default function MemberPage() {
  const param = useParams().id;
  if (param === undefined) return <NewMember />;
  // A path that is not an id names no member: the same state as a missing one, without a call.
  return <EditMember id={/^\d{1,10}$/.test(param) ? Number(param) : 0} />;
}
