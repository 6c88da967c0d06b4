import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';

type Account = { username: string; email: string; firstName: string | null; companyId: number | null };

/** The 'Forgot password?' e-mail: plain text, the link on a line of its own so every mail client makes it clickable. */
export function passwordResetMail(account: Account, link: string, validMinutes: number): MailMessage {
  const greeting = account.firstName
    ? t('auth:resetMail.greetingNamed', { name: account.firstName })
    : t('auth:resetMail.greeting');
  return {
    to: account.email,
    companyId: account.companyId,
    subject: t('auth:resetMail.subject'),
    text: [
      greeting,
      '',
      t('auth:resetMail.asked', { username: account.username }),
      t('auth:resetMail.openLink', { minutes: validMinutes }),
      '',
      link,
      '',
      t('auth:resetMail.once'),
    ].join('\n'),
  };
}
