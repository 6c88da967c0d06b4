import '#domain/messages/load/team';
import { z } from 'zod';
import { requiredEmail } from '#domain/contracts/auth';
import { userRoles } from '#domain/enums';
import { can } from '#domain/permissions';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { useInvite } from '../api';
import { roleOptionsFor } from './role-options';

/** The Team page's invitation: an address is required here, since the link goes out by e-mail. */
const inviteForm = z.object({ email: requiredEmail, role: z.enum(userRoles) });

type InviteDialogProps = { companyId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Invite Member: e-mails a single-use link, valid 7 days, to join the company with the chosen role. */
export function InviteDialog({ companyId, open, onOpenChange }: InviteDialogProps) {
  const { user } = useUser();
  const invite = useInvite(companyId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('team:invite.title')}
      description={t('team:invite.description')}
      schema={inviteForm}
      defaultValues={{ email: '', role: 'employee' }}
      submitLabel={t('team:invite.submit')}
      pendingLabel={t('team:sending')}
      onSubmit={(values) => invite.mutateAsync(values)}
    >
      <FormDialogField name="email" label={t('team:fields.email')}>
        <Input type="email" autoComplete="off" placeholder={t('team:fields.emailPlaceholder')} />
      </FormDialogField>
      <FormDialogField name="role" label={t('team:fields.role')}>
        <Select options={roleOptionsFor(can(user, 'manageAdmins'))} />
      </FormDialogField>
    </FormDialog>
  );
}
