import '#domain/messages/load/admin';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Trash2, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatDateMedium } from '#domain/format';
import { mayDeleteMember } from '#domain/team-rules';
import { href } from '#web/app/paths';
import { displayNameOf } from '#web/components/ui/avatar';
import { BackLink } from '#web/components/ui/back-link';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { StaleVersionNotice } from '#web/components/ui/stale-version-notice';
import { ApiError, errorMessage, isStaleVersion } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { Link, useNavigate, useParams } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { adminUserQuery, useUpdateAdminUser } from '../api';
import { AdminRoleBadge, SystemAdminBadge } from '../components/admin-role-badge';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserForm } from '../components/edit-user-form';
import { ResetTwoFactorButton } from '../components/reset-two-factor-button';

// Reset Password's dialog (Radix Dialog) loads when Reset Password is first pressed.
const ResetPasswordDialog = lazy(() =>
  import('../components/reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog })),
);

function BackToUsers() {
  return <BackLink to={href('/admin/users')}>{t('admin:users.backToList')}</BackLink>;
}

function UserNotFound() {
  return (
    <EmptyState icon={UserX} title={t('admin:users.notFound.title')}>
      {t('admin:users.notFound.description')}
    </EmptyState>
  );
}

function UserDetail({ id }: { id: number }) {
  const { user: me } = useUser();
  const navigate = useNavigate();
  // Asked on every visit: the form below waits for this visit's own answer (isFetchedAfterMount), which a
  // cached copy that is still fresh would never give.
  const user = useQuery({ ...adminUserQuery(id), refetchOnMount: 'always' });
  const update = useUpdateAdminUser(id);
  const [resetting, setResetting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const resetMounted = useOpenedOnce(resetting);

  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <>
        <BackToUsers />
        {missing ? (
          <UserNotFound />
        ) : (
          <ErrorState
            title={t('admin:users.loadOneError')}
            message={errorMessage(user.error, t('common:unexpectedError'))}
            onRetry={() => void user.refetch()}
          />
        )}
      </>
    );
  }
  // The form takes its values once: it waits for this visit's own read rather than an older cached copy.
  if (user.isPending || !user.isFetchedAfterMount)
    return <Skeleton className="h-96 max-w-3xl" aria-busy="true" />;

  const u = user.data;
  const isSelf = u.id === me?.id;
  return (
    <>
      <BackToUsers />
      <PageHeader
        title={displayNameOf(u)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <AdminRoleBadge role={u.role} />
            {u.isAdmin ? <SystemAdminBadge /> : null}
            {u.isActive ? null : <Badge variant="grey">{t('admin:users.detail.inactive')}</Badge>}
            {u.mustChangePassword ? (
              <Badge variant="amber">{t('admin:users.detail.mustChangePassword')}</Badge>
            ) : null}
            <span>
              {u.companyId !== null ? (
                <Link
                  to={href('/admin/companies/:id', { id: u.companyId })}
                  className="hover:text-primary hover:underline"
                >
                  {u.companyName}
                </Link>
              ) : (
                t('admin:users.noCompany')
              )}{' '}
              {t('admin:users.detail.since', { date: formatDateMedium(u.createdAt) })}
            </span>
          </span>
        }
        actions={
          <>
            {isSelf ? null : (
              <Button variant="outline" onClick={() => setResetting(true)}>
                <KeyRound aria-hidden="true" />
                {t('admin:users.resetPassword.title')}
              </Button>
            )}
            {!isSelf && u.twoFactorEnabled ? (
              <ResetTwoFactorButton userId={u.id} username={u.username} />
            ) : null}
            {me && mayDeleteMember(me, u) ? (
              <Button variant="destructive" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                {t('admin:users.actions.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {isStaleVersion(update.error) ? <StaleVersionNotice reloadPage /> : null}
      <EditUserForm
        key={u.id}
        user={u}
        isSelf={isSelf}
        onSave={(changes, version) => update.mutateAsync({ body: changes, version })}
        onCancel={() => navigate(href('/admin/users'))}
      />
      {resetMounted ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog user={resetting ? u : null} onClose={() => setResetting(false)} />
        </Suspense>
      ) : null}
      <DeleteUserDialog
        userId={deleting ? u.id : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(href('/admin/users'))}
      />
    </>
  );
}

/** /admin/users/{id}: a user's details, edited by a system administrator. */
export default function UserDetailPage() {
  const param = useParams().id ?? '';
  if (!/^\d{1,10}$/.test(param) || Number(param) <= 0) {
    return (
      <>
        <BackToUsers />
        <UserNotFound />
      </>
    );
  }
  return <UserDetail id={Number(param)} />;
}
