import type { UserRole } from '#domain/enums';
import type { MailMessage } from '../../mail/mailer';

const roleNames: Record<UserRole, string> = {
  admin: 'an administrator',
  manager: 'a manager',
  employee: 'an employee',
};

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
    subject: `${input.inviter} invited you to join ${input.companyName} on BuildLine`,
    text: [
      'Hello,',
      '',
      `${input.inviter} invited you to join ${input.companyName} on BuildLine as ${roleNames[input.role]}.`,
      `To accept, open this link within ${input.validDays} days and create your account:`,
      '',
      input.link,
      '',
      'The link works once. If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}
