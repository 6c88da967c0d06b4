import type { EstimateDocument } from '#domain/contracts/estimates';
import { formatDateLong, formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, letterheadMailHtml, letterheadText } from '../companies/letterhead-mail';
import type { RecipientRow } from './estimates.queries';

/** The e-mail that carries a recipient's personal link to the public estimate page. */
export function estimateSentMail(
  doc: EstimateDocument,
  recipient: RecipientRow,
  link: string,
  /** The logo's absolute public address (under the recipient's token), when the company has one. */
  logoUrl: string | null = null,
  /** The client portal's address (http/public-url.ts portalLink), when known. */
  portal: string | null = null,
): MailMessage {
  const e = escapeHtml;
  return {
    companyId: recipient.companyId,
    to: recipient.email,
    subject: t('estimates:mails.sent.subject', {
      number: doc.number,
      company: doc.company.name,
      project: doc.project.name,
    }),
    html: letterheadMailHtml({ ...doc.company, logoUrl }, [
      t('estimates:mails.sent.hello', { name: e(recipient.name) }),
      `${t('estimates:mails.sent.intro', { company: e(doc.company.name), project: e(doc.project.name) })}<br>` +
        t('estimates:mails.sent.totalHtml', { total: e(formatMoney(doc.total)) }) +
        '<br>' +
        t('estimates:mails.sent.date', { date: e(formatDateLong(doc.date)) }) +
        '<br>' +
        t('estimates:mails.sent.validUntil', { date: e(formatDateLong(doc.validUntil)) }),
      t('estimates:mails.sent.review'),
      t('estimates:mails.sent.linkHtml', { link: e(link) }),
      t('estimates:mails.sent.personal'),
      ...(portal ? [t('common:portalMail.html', { link: e(portal) })] : []),
    ]),
    text: [
      t('estimates:mails.sent.hello', { name: recipient.name }),
      '',
      t('estimates:mails.sent.intro', { company: doc.company.name, project: doc.project.name }),
      t('estimates:mails.sent.total', { total: formatMoney(doc.total) }),
      // The same calendar days as the page and the PDF (domain/document-dates.ts).
      t('estimates:mails.sent.date', { date: formatDateLong(doc.date) }),
      t('estimates:mails.sent.validUntil', { date: formatDateLong(doc.validUntil) }),
      '',
      t('estimates:mails.sent.review'),
      link,
      '',
      t('estimates:mails.sent.personal'),
      ...(portal ? ['', t('common:portalMail.text', { link: portal })] : []),
      '',
      letterheadText(doc.company),
    ].join('\n'),
  };
}
