import type { UserRole } from '#domain/enums';
import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';

/** The invitation e-mail: who invites, to which company and role, and the single-use link on its own line. */
export function invitationMail(input: {
  companyId: number;
  companyName: string;
  inviter: string;
  to: string;
  role: UserRole;
  link: string;
  validDays: number;
}): MailMessage {
  return {
    companyId: input.companyId,
    to: input.to,
    subject: t('company:invitations.mail.subject', { inviter: input.inviter, company: input.companyName }),
    text: [
      t('company:invitations.mail.hello'),
      '',
      t('company:invitations.mail.invited', {
        inviter: input.inviter,
        company: input.companyName,
        role: t(`company:invitations.mail.roles.${input.role}`),
      }),
      t('company:invitations.mail.accept', { days: input.validDays }),
      '',
      input.link,
      '',
      t('company:invitations.mail.ignore'),
    ].join('\n'),
  };
}
