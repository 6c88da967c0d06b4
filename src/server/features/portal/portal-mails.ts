import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';
import {
  escapeHtml,
  letterheadMailHtml,
  letterheadText,
  type MailLetterhead,
} from '../companies/letterhead-mail';

type LinkMail = {
  kind: 'sign_in' | 'invitation';
  to: string;
  companyId: number;
  company: MailLetterhead;
  customerName: string;
  link: string;
};

/**
 * The e-mail that carries a portal link: asked for on the sign-in page (15 minutes) or sent by staff as an
 * invitation (7 days). The link is on a line of its own in the text part, so every mail program makes it clickable.
 */
export function portalLinkMail(mail: LinkMail): MailMessage {
  const company = mail.company.name;
  const invitation = mail.kind === 'invitation';
  const intro = invitation
    ? t('portal:mail.inviteIntro', { company })
    : t('portal:mail.signInIntro', { company });
  const hello = t('portal:mail.hello', { name: mail.customerName });
  const e = escapeHtml;
  const validity = invitation ? [t('portal:mail.inviteValidity')] : [];
  return {
    to: mail.to,
    companyId: mail.companyId,
    subject: invitation
      ? t('portal:mail.inviteSubject', { company })
      : t('portal:mail.signInSubject', { company }),
    html: letterheadMailHtml(mail.company, [
      e(hello),
      e(intro),
      // visible-texts: HTML layout; its values are data
      `<a href="${e(mail.link)}" style="display:inline-block;padding:10px 16px;background:#0f172a;color:#ffffff;border-radius:6px;text-decoration:none">${e(t('portal:mail.button'))}</a>`,
      ...validity.map(e),
      e(t('portal:mail.ignore')),
    ]),
    text: [
      hello,
      '',
      intro,
      '',
      mail.link,
      '',
      ...validity,
      t('portal:mail.ignore'),
      '',
      letterheadText(mail.company),
    ].join('\n'),
  };
}
