import { formatDateLong, formatMoney } from '../../../domain/format';
import type { MailMessage } from '../../mail/mailer';

type SentInvoiceFacts = {
  companyId: number;
  company: { name: string; email: string | null; phone: string | null };
  customer: { name: string; email: string };
  invoiceNumber: string;
  amountDue: string;
  dueDate: string | null;
  projectName: string | null;
};

/** The e-mail that carries the link to the public invoice page (RULINGS: sending an invoice). */
export function invoiceSentMail(facts: SentInvoiceFacts, link: string): MailMessage {
  const { company, customer } = facts;
  const due = facts.dueDate ? formatDateLong(facts.dueDate) : 'on receipt';
  const amount = formatMoney(facts.amountDue);
  return {
    companyId: facts.companyId,
    to: customer.email,
    subject: `Invoice ${facts.invoiceNumber} from ${company.name}: ${amount} due ${due}`,
    text: [
      `Hello ${customer.name},`,
      '',
      `${company.name} has sent you invoice ${facts.invoiceNumber}${facts.projectName ? ` for ${facts.projectName}` : ''}.`,
      `Amount due: ${amount}`,
      `Due date: ${due}`,
      '',
      'View the invoice and download it as a PDF:',
      link,
      '',
      [company.name, company.email, company.phone].filter(Boolean).join('\n'),
    ].join('\n'),
  };
}
