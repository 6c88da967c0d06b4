import '#domain/messages/load/auth';
import { Building2 } from 'lucide-react';
import type { InvitationPreview } from '#domain/contracts/companies';
import { t } from '#web/lib/i18n';

type InvitationNoticeProps = {
  status: 'pending' | 'error' | 'success';
  invitation: InvitationPreview | undefined;
};

/** Tells an invited visitor which company they are about to join, or that the link no longer works. */
export function InvitationNotice({ status, invitation }: InvitationNoticeProps) {
  if (status === 'pending') {
    return (
      <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-600 text-sm">
        {t('auth:invitation.checking')}
      </p>
    );
  }
  if (status === 'error' || !invitation) {
    return (
      <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-destructive-hover text-sm">
        {t('auth:invitation.invalid')}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-slate-800 text-sm">
      <Building2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {t('auth:invitation.joiningBefore')}
        <strong>{invitation.companyName}</strong>
        {t('auth:invitation.joiningAfter', { role: t(`auth:invitation.roles.${invitation.role}`) })}
      </span>
    </p>
  );
}
