import { formatDateLong, formatMoney } from '#domain/format';
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
export function invoiceSentMail(facts: SentInvoiceFacts, link: string): MailMessage {
  const { company, customer } = facts;
  const due = facts.dueDate ? formatDateLong(facts.dueDate) : 'on receipt';
  const amount = formatMoney(facts.amountDue);
  return {
    companyId: facts.companyId,
    to: customer.email,
    subject: `Invoice ${facts.invoiceNumber} from ${company.name}: ${amount} due ${due}`,
    html: letterheadMailHtml(company, [
      `Hello ${escapeHtml(customer.name)},`,
      `${escapeHtml(company.name)} has sent you invoice ${escapeHtml(facts.invoiceNumber)}` +
        `${facts.projectName ? ` for ${escapeHtml(facts.projectName)}` : ''}.<br>` +
        `Amount due: <strong>${escapeHtml(amount)}</strong><br>` +
        `Issue date: ${escapeHtml(formatDateLong(facts.issueDate))}<br>Due date: ${escapeHtml(due)}`,
      'View the invoice and download it as a PDF:',
      `<a href="${escapeHtml(link)}" style="color:#2563eb">View the invoice</a><br>` +
        `<span style="font-size:12px;color:#64748b">${escapeHtml(link)}</span>`,
    ]),
    text: [
      `Hello ${customer.name},`,
      '',
      `${company.name} has sent you invoice ${facts.invoiceNumber}${facts.projectName ? ` for ${facts.projectName}` : ''}.`,
      `Amount due: ${amount}`,
      `Issue date: ${formatDateLong(facts.issueDate)}`,
      `Due date: ${due}`,
      '',
      'View the invoice and download it as a PDF:',
      link,
      '',
      letterheadText(company),
    ].join('\n'),
  };
}
