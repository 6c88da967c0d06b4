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
import { useUser } from '../../auth/api';
import { invitationsQuery, useResendInvitation, useRevokeInvitation } from '../api';
import { teamRoleLabels } from './role-badge';

const isExpired = (invitation: Invitation) => new Date(invitation.expiresAt).getTime() <= Date.now();

/** What a line says of its link: when it was sent and until when it works, or that it has expired. */
function statusLine(invitation: Invitation): string {
  const sent = invitation.sentAt ? `Sent ${formatDateMedium(invitation.sentAt)}` : 'Link made';
  if (isExpired(invitation)) return `${sent} · expired ${formatDateMedium(invitation.expiresAt)}`;
  return `${sent} · expires ${formatDateMedium(invitation.expiresAt)}`;
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
        {errorMessage(invitations.error, 'Error loading invitations')}
      </p>
    );
  }
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Pending Invitations</CardTitle>
        <CardDescription>People invited who have not joined yet.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
          {rows.map((invitation) => {
            const label = invitation.email ?? 'Invitation link';
            const allowed = mayGrantRole(user, invitation.role);
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <MailCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900 wrap-anywhere">{label}</p>
                  <p className="text-slate-500 text-xs">{statusLine(invitation)}</p>
                </div>
                <Badge variant="outline">{teamRoleLabels[invitation.role]}</Badge>
                {isExpired(invitation) ? <Badge variant="amber">Expired</Badge> : null}
                {allowed ? (
                  <div className="flex gap-1">
                    {invitation.email ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Send again to ${label}`}
                        loading={resend.isPending && resend.variables === invitation.id}
                        loadingText="Sending..."
                        onClick={() => resend.mutate(invitation.id)}
                      >
                        <RotateCw aria-hidden="true" />
                        Send again
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Revoke invitation for ${label}`}
                      onClick={() => setRevoking(invitation)}
                    >
                      <X aria-hidden="true" />
                      Revoke
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
        item="invitation"
        description={`The link sent to ${revoking?.email ?? 'this address'} will stop working.`}
        pending={revoke.isPending}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </Card>
  );
}
