import type { MailMessage } from '../../mail/mailer';

type Account = { username: string; email: string; firstName: string | null; companyId: number | null };

/** The 'Forgot password?' e-mail: plain text, the link on a line of its own so every mail client makes it clickable. */
export function passwordResetMail(account: Account, link: string, validMinutes: number): MailMessage {
  const greeting = account.firstName ? `Hello ${account.firstName},` : 'Hello,';
  return {
    to: account.email,
    companyId: account.companyId,
    subject: 'Reset your BuildLine password',
    text: [
      greeting,
      '',
      `Someone asked to reset the password of the BuildLine account "${account.username}".`,
      `To choose a new password, open this link within ${validMinutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
