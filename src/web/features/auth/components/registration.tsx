import { useQuery } from '@tanstack/react-query';
import { companyCalls } from '#calls/companies';
import { callQuery } from '#web/lib/calls';
import { InvitationNotice } from './invitation-notice';
import { RegisterForm } from './register-form';

/**
 * GET /api/invitations/{token}: what a visitor learns about an invitation before they register. Here, with the
 * Register form that loads when its tab is first shown, rather than with the sign-in form every visit loads: the
 * company contract and texts it needs stay out of the first page (decisions 0256, 0281).
 */
function invitationQuery(token: string) {
  return callQuery(companyCalls.invitation, { params: { token } });
}

/** The Register tab's content: with an invitation link, which company the visitor joins, then the form. */
export function Registration({ inviteToken }: { inviteToken: string | undefined }) {
  const invitation = useQuery({ ...invitationQuery(inviteToken ?? ''), enabled: !!inviteToken });
  return (
    <>
      {inviteToken ? <InvitationNotice status={invitation.status} invitation={invitation.data} /> : null}
      <RegisterForm
        inviteToken={invitation.isSuccess ? inviteToken : undefined}
        invitedEmail={invitation.data?.email}
      />
    </>
  );
}
