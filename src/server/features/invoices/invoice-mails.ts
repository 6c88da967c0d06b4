import { formatDateLong, formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import type { MailMessage } from '../../mail/mailer';
import {
  escapeHtml,
  letterheadMailHtml,
  letterheadText,
  type MailLetterhead,
} from '../companies/letterhead-mail';

type SentInvoiceFacts = {
  companyId: number;
  company: MailLetterhead;
  customer: { name: string; email: string };
  invoiceNumber: string;
  amountDue: string;
  /** 'YYYY-MM-DD', the company's calendar day (domain/document-dates.ts), as the page and the PDF print it. */
  issueDate: string;
  dueDate: string | null;
  projectName: string | null;
};

/** The e-mail that carries the link to the public invoice page (docs/product.md#invoices). */
export function invoiceSentMail(facts: SentInvoiceFacts, link: string, portal: string): MailMessage {
  const { company, customer } = facts;
  const due = facts.dueDate ? formatDateLong(facts.dueDate) : t('invoices:mail.onReceipt');
  const amount = formatMoney(facts.amountDue);
  const issued = formatDateLong(facts.issueDate);
  /** The sentence's values, escaped for the HTML part or as they are for the text part. */
  const sentYou = (encode: (value: string) => string) =>
    t('invoices:mail.sentYou', {
      company: encode(company.name),
      number: encode(facts.invoiceNumber),
      forProject: facts.projectName
        ? t('invoices:mail.forProject', { project: encode(facts.projectName) })
        : '',
    });
  const asIs = (value: string) => value;
  return {
    companyId: facts.companyId,
    to: customer.email,
    subject: t('invoices:mail.subject', { number: facts.invoiceNumber, company: company.name, amount, due }),
    html: letterheadMailHtml(company, [
      t('invoices:mail.hello', { name: escapeHtml(customer.name) }),
      `${sentYou(escapeHtml)}<br>` +
        `${t('invoices:mail.amountDueHtml', { amount: escapeHtml(amount) })}<br>` +
        `${t('invoices:mail.issueDate', { day: escapeHtml(issued) })}<br>${t('invoices:mail.dueDate', { day: escapeHtml(due) })}`,
      t('invoices:mail.viewAndDownload'),
      // visible-texts: the link's markup; its words come from the catalog
      `<a href="${escapeHtml(link)}" style="color:#2563eb">${t('invoices:mail.viewLink')}</a><br>` +
        // visible-texts: the link's markup
        `<span style="font-size:12px;color:#64748b">${escapeHtml(link)}</span>`,
      t('common:portalMail.html', { link: escapeHtml(portal) }),
    ]),
    text: [
      t('invoices:mail.hello', { name: customer.name }),
      '',
      sentYou(asIs),
      t('invoices:mail.amountDue', { amount }),
      t('invoices:mail.issueDate', { day: issued }),
      t('invoices:mail.dueDate', { day: due }),
      '',
      t('invoices:mail.viewAndDownload'),
      link,
      '',
      t('common:portalMail.text', { link: portal }),
      '',
      letterheadText(company),
    ].join('\n'),
  };
}
