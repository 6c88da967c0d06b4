import '#domain/messages/load/team';
import { useQuery } from '@tanstack/react-query';
import { MailCheck, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import type { Invitation } from '#domain/contracts/companies';
import { formatDateMedium } from '#domain/format';
import { mayGrantRole } from '#domain/team-rules';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { invitationsQuery, useResendInvitation, useRevokeInvitation } from '../api';
import { teamRoleLabels } from './role-badge';

const isExpired = (invitation: Invitation) => new Date(invitation.expiresAt).getTime() <= Date.now();

/** What a line says of its link: when it was sent and until when it works, or that it has expired. */
function statusLine(invitation: Invitation): string {
  const sent = invitation.sentAt
    ? t('team:invitations.sent', { day: formatDateMedium(invitation.sentAt) })
    : t('team:invitations.linkMade');
  const day = formatDateMedium(invitation.expiresAt);
  if (isExpired(invitation)) return t('team:invitations.statusExpired', { sent, day });
  return t('team:invitations.statusExpires', { sent, day });
}

/**
 * Invitations nobody has used yet, for admins and managers: send again (a new link, seven more days) or
 * revoke. Hidden while there are none. A manager does not act on an administrator's invitation. Mounted only
 * for those who manage the team (can(user, 'manageTeam')), since the list is theirs alone and mounting it asks
 * the server for it.
 */
export function PendingInvitations({ companyId }: { companyId: number }) {
  const { user } = useUser();
  const invitations = useQuery(invitationsQuery(companyId));
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  if (invitations.isError) {
    return (
      <p role="alert" className="mt-8 text-destructive text-sm">
        {errorMessage(invitations.error, t('team:invitations.loadError'))}
      </p>
    );
  }
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>{t('team:invitations.title')}</CardTitle>
        <CardDescription>{t('team:invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label={t('team:invitations.listLabel')}>
          {rows.map((invitation) => {
            const label = invitation.email ?? t('team:invitations.link');
            const allowed = mayGrantRole(user, invitation.role);
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <MailCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900 wrap-anywhere">{label}</p>
                  <p className="text-slate-500 text-xs">{statusLine(invitation)}</p>
                </div>
                <Badge variant="outline">{teamRoleLabels[invitation.role]}</Badge>
                {isExpired(invitation) ? (
                  <Badge variant="amber">{t('team:invitations.expired')}</Badge>
                ) : null}
                {allowed ? (
                  <div className="flex gap-1">
                    {invitation.email ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('team:invitations.sendAgainTo', { label })}
                        loading={resend.isPending && resend.variables === invitation.id}
                        loadingText={t('team:sending')}
                        onClick={() => resend.mutate(invitation.id)}
                      >
                        <RotateCw aria-hidden="true" />
                        {t('team:invitations.sendAgain')}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('team:invitations.revokeFor', { label })}
                      onClick={() => setRevoking(invitation)}
                    >
                      <X aria-hidden="true" />
                      {t('team:invitations.revoke')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDeleteDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        item={t('team:invitations.item')}
        description={t('team:invitations.revokeDescription', {
          email: revoking?.email ?? t('team:invitations.thisAddress'),
        })}
        pending={revoke.isPending}
        confirmLabel={t('team:invitations.revoke')}
        pendingLabel={t('team:invitations.revoking')}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </Card>
  );
}
