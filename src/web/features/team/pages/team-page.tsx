import '#domain/messages/load/team';
import { useQuery } from '@tanstack/react-query';
import { Mail, Plus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import type { TeamMember } from '#domain/contracts/users';
import { can } from '#domain/permissions';
import { mayDeleteMember, teamGroupOf, whyMayNotManage } from '#domain/team-rules';
import { href } from '#web/app/paths';
import { displayNameOf } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { useCompanyId, useUser } from '../../auth/api';
import { companyUsersQuery, useDeleteMember } from '../api';
import { MemberCard } from '../components/member-card';
import { PendingInvitations } from '../components/pending-invitations';

// The invitation form (and its schema, with zod) loads when it is opened, not with the team.
const InviteDialog = lazy(() =>
  import('../components/invite-dialog').then((m) => ({ default: m.InviteDialog })),
);

/** The Team page's tabs (docs/product.md#team): Administrators are role admin or system administrators. */
const TABS = [
  { value: 'all', label: t('team:tabs.all'), empty: t('team:tabs.allEmpty') },
  { value: 'admin', label: t('team:tabs.admin'), empty: t('team:tabs.adminEmpty') },
  { value: 'manager', label: t('team:tabs.manager'), empty: t('team:tabs.managerEmpty') },
  { value: 'employee', label: t('team:tabs.employee'), empty: t('team:tabs.employeeEmpty') },
] as const;
type TabValue = (typeof TABS)[number]['value'];
/** The open tab, in the address as `tab` (All when absent). */
const teamPageState = v.object({
  tab: v.fallback(v.picklist(TABS.map((item) => item.value)), 'all'),
});

const inTab = (tab: TabValue) => (member: TeamMember) => tab === 'all' || teamGroupOf(member) === tab;

function CardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-36" />
      ))}
    </div>
  );
}

/** /team: the company's members by role, with invitations for those who manage the team. */
export default function TeamPage() {
  const companyId = useCompanyId();
  const { user } = useUser();
  const members = useQuery(companyUsersQuery(companyId));
  const remove = useDeleteMember(companyId);
  const [{ tab }, setState] = useUrlState(teamPageState);
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const manages = can(user, 'manageTeam');
  const me = user ? { id: user.id, role: user.role, isAdmin: user.isAdmin } : null;

  // A new history entry: Back returns to the tab before.
  const setTab = (next: string) => setState({ tab: next as TabValue });

  return (
    <>
      <PageHeader
        title={t('team:title')}
        description={t('team:description')}
        actions={
          manages ? (
            <>
              <Button variant="outline" onClick={() => setInviting(true)}>
                <Mail aria-hidden="true" />
                {t('team:invite.title')}
              </Button>
              <Button asChild>
                <Link to={href('/team/new')}>
                  <Plus aria-hidden="true" />
                  {t('team:addMember')}
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      {members.isError ? (
        <ErrorState
          title={t('team:loadError')}
          message={errorMessage(members.error, t('team:fetchFailed'))}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <div>
            {/* On a phone the four tabs wrap onto two rows rather than scroll sideways. */}
            <TabsList className="h-auto flex-wrap">
              {TABS.map((item) => (
                <TabsTrigger key={item.value} value={item.value}>
                  {item.label}
                  {members.data ? (
                    <span className="ml-1.5 text-slate-500 text-xs tabular-nums">
                      {members.data.filter(inTab(item.value)).length}
                    </span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {TABS.map((item) => {
            const rows = (members.data ?? []).filter(inTab(item.value));
            return (
              <TabsContent key={item.value} value={item.value}>
                {members.isPending ? (
                  <CardsSkeleton />
                ) : rows.length === 0 ? (
                  <EmptyState icon={Users} title={item.empty} />
                ) : (
                  <ul
                    className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
                    aria-label={t('team:tabMembers', { tab: item.label })}
                  >
                    {rows.map((member) => (
                      <li key={member.id} className="grid min-w-0">
                        <MemberCard
                          member={member}
                          isYou={member.id === user?.id}
                          canEdit={!!me && whyMayNotManage(me, member) === null}
                          canDelete={!!me && mayDeleteMember(me, member)}
                          onDelete={() => setDeleting(member)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
      {/* Only those who manage the team may list invitations: for the others the call is not even made. */}
      {manages ? <PendingInvitations companyId={companyId} /> : null}
      {manages && inviting ? (
        <Suspense fallback={null}>
          <InviteDialog companyId={companyId} open={inviting} onOpenChange={setInviting} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('team:item')}
        description={deleting ? t('team:deleteDescription', { name: displayNameOf(deleting) }) : undefined}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
