import '#domain/messages/load/portal';
import { MailPlus } from 'lucide-react';
import type { Customer } from '#domain/contracts/customers';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/components/ui/toast-store';
import { t } from '#web/lib/i18n';
import { useInviteToPortal } from './api';

/** The customer page's 'Invite to Client Portal': e-mails the customer a link into the portal. */
export function PortalInviteButton({ customer }: { customer: Customer }) {
  const invite = useInviteToPortal(customer.id);
  const email = customer.email;
  return (
    <Button
      variant="outline"
      disabled={!email}
      title={email ? undefined : t('portal:staff.noEmail')}
      loading={invite.isPending}
      onClick={() =>
        invite.mutate(undefined, {
          onSuccess: () => toast({ title: t('portal:staff.invited', { email: email ?? '' }) }),
        })
      }
    >
      <MailPlus aria-hidden="true" />
      {customer.portalInvitedAt ? t('portal:staff.inviteAgain') : t('portal:staff.invite')}
    </Button>
  );
}
