import type { ChangeOrderDocument } from '#domain/contracts/change-order-sending';
import { formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, letterheadMailHtml, letterheadText } from '../companies/letterhead-mail';

type Recipient = { companyId: number; name: string; email: string };

/** The e-mail that carries a recipient's personal link to the public change order page, and the portal's. */
export function changeOrderSentMail(
  doc: ChangeOrderDocument,
  recipient: Recipient,
  link: string,
  portalLink: string,
): MailMessage {
  const e = escapeHtml;
  const values = {
    number: doc.number,
    title: doc.title,
    company: doc.company.name,
    project: doc.project.name,
  };
  const newContract = doc.newContractTotal
    ? [t('changeOrders:mails.sent.newContract', { total: formatMoney(doc.newContractTotal) })]
    : [];
  return {
    companyId: recipient.companyId,
    to: recipient.email,
    subject: t('changeOrders:mails.sent.subject', values),
    html: letterheadMailHtml(doc.company, [
      t('changeOrders:mails.sent.hello', { name: e(recipient.name) }),
      `${t('changeOrders:mails.sent.intro', {
        number: e(doc.number),
        title: e(doc.title),
        company: e(doc.company.name),
        project: e(doc.project.name),
      })}<br>${t('changeOrders:mails.sent.totalHtml', { total: e(formatMoney(doc.total)) })}${newContract
        .map((line) => `<br>${e(line)}`)
        .join('')}`,
      t('changeOrders:mails.sent.review'),
      t('changeOrders:mails.sent.linkHtml', { link: e(link) }),
      t('changeOrders:mails.sent.personal'),
      t('common:portalMail.html', { link: e(portalLink) }),
    ]),
    text: [
      t('changeOrders:mails.sent.hello', { name: recipient.name }),
      '',
      t('changeOrders:mails.sent.intro', values),
      t('changeOrders:mails.sent.total', { total: formatMoney(doc.total) }),
      ...newContract,
      '',
      t('changeOrders:mails.sent.review'),
      link,
      '',
      t('changeOrders:mails.sent.personal'),
      '',
      t('common:portalMail.text', { link: portalLink }),
      '',
      letterheadText(doc.company),
    ].join('\n'),
  };
}
