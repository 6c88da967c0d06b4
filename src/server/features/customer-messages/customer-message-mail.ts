import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';
import {
  escapeHtml,
  letterheadMailHtml,
  letterheadText,
  type MailLetterhead,
} from '../companies/letterhead-mail';

type MessageMailFacts = {
  companyId: number;
  company: MailLetterhead;
  customer: { name: string; email: string };
  projectName: string;
  /** Who wrote it: the staff member's name. */
  author: string;
  content: string;
  attachment: string | null;
  /** Reply-To (reply+{emailHash}@domain) when inbound mail is set up; else replies go to the page only. */
  replyTo: string | undefined;
};

/** The subject every mail of a thread shares, so mail programs keep the conversation together. */
export const messageMailSubject = (company: string, project: string) =>
  t('customerMessages:mail.subject', { company, project });

/**
 * The e-mail that carries a customer message (docs/product.md#customer-messages): the
 * message, the company's letterhead and a link to the thread's public page, where the whole conversation is
 * and where the customer can answer without an account.
 */
export function customerMessageMail(facts: MessageMailFacts, link: string, portal: string): MailMessage {
  const { company, customer } = facts;
  const howToReply = facts.replyTo ? t('customerMessages:mail.replyOrOpen') : t('customerMessages:mail.open');
  const attachmentLine = facts.attachment
    ? t('customerMessages:mail.attachment', { name: facts.attachment })
    : null;
  const contentHtml = escapeHtml(facts.content).replace(/\r?\n/g, '<br>');
  return {
    companyId: facts.companyId,
    to: customer.email,
    subject: messageMailSubject(company.name, facts.projectName),
    ...(facts.replyTo ? { replyTo: facts.replyTo } : {}),
    html: letterheadMailHtml(company, [
      t('customerMessages:mail.hello', { name: escapeHtml(customer.name) }),
      t('customerMessages:mail.wrote', {
        author: escapeHtml(facts.author),
        company: escapeHtml(company.name),
        project: escapeHtml(facts.projectName),
      }),
      // visible-texts: markup around the message's own text
      `<span style="display:block;border-left:3px solid #cbd5e1;padding-left:12px">${contentHtml}</span>`,
      ...(attachmentLine ? [escapeHtml(attachmentLine)] : []),
      escapeHtml(howToReply),
      `<a href="${escapeHtml(link)}" style="color:#2563eb">${t('customerMessages:mail.openLink')}</a><br>` +
        // visible-texts: markup around the link
        `<span style="font-size:12px;color:#64748b">${escapeHtml(link)}</span>`,
      t('common:portalMail.html', { link: escapeHtml(portal) }),
    ]),
    text: [
      t('customerMessages:mail.hello', { name: customer.name }),
      '',
      t('customerMessages:mail.wrote', {
        author: facts.author,
        company: company.name,
        project: facts.projectName,
      }),
      '',
      facts.content,
      ...(attachmentLine ? ['', attachmentLine] : []),
      '',
      howToReply,
      link,
      '',
      t('common:portalMail.text', { link: portal }),
      '',
      letterheadText(company),
    ].join('\n'),
  };
}
