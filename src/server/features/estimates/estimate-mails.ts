import type { EstimateDocument } from '#domain/contracts/estimates';
import { formatDateLong, formatMoney } from '#domain/format';
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
): MailMessage {
  const e = escapeHtml;
  return {
    companyId: recipient.companyId,
    to: recipient.email,
    subject: `Estimate ${doc.number} from ${doc.company.name}: ${doc.project.name}`,
    html: letterheadMailHtml({ ...doc.company, logoUrl }, [
      `Hello ${e(recipient.name)},`,
      `${e(doc.company.name)} has sent you an estimate for ${e(doc.project.name)}.<br>` +
        `Total: <strong>${e(formatMoney(doc.total))}</strong><br>` +
        `Date: ${e(formatDateLong(doc.date))}<br>Valid until: ${e(formatDateLong(doc.validUntil))}`,
      'Review it, download it as a PDF, and approve or decline it online:',
      `<a href="${e(link)}" style="color:#2563eb">Review the estimate</a><br>` +
        `<span style="font-size:12px;color:#64748b">${e(link)}</span>`,
      'This link is personal to you; please do not forward it.',
    ]),
    text: [
      `Hello ${recipient.name},`,
      '',
      `${doc.company.name} has sent you an estimate for ${doc.project.name}.`,
      `Total: ${formatMoney(doc.total)}`,
      // The same calendar days as the page and the PDF (domain/document-dates.ts).
      `Date: ${formatDateLong(doc.date)}`,
      `Valid until: ${formatDateLong(doc.validUntil)}`,
      '',
      'Review it, download it as a PDF, and approve or decline it online:',
      link,
      '',
      'This link is personal to you; please do not forward it.',
      '',
      letterheadText(doc.company),
    ].join('\n'),
  };
}

/** The notice to the estimate's author when the client approves or declines it on the public page. */
export function estimateDecisionMail(
  doc: EstimateDocument,
  companyId: number,
  to: string,
  decision: 'approved' | 'declined',
  by: string,
  reason: string | null,
): MailMessage {
  const e = escapeHtml;
  const summary = `${by} ${decision} the estimate ${doc.number} for ${doc.project.name} (${formatMoney(doc.total)}).`;
  return {
    companyId,
    to,
    subject: `Estimate ${doc.number} ${decision} by ${by}`,
    html: letterheadMailHtml(doc.company, [
      e(summary),
      ...(reason ? [`Reason: ${e(reason)}`] : []),
      'The estimate page shows the details and its history.',
    ]),
    text: [
      summary,
      ...(reason ? ['', `Reason: ${reason}`] : []),
      '',
      'The estimate page shows the details and its history.',
      '',
      letterheadText(doc.company),
    ].join('\n'),
  };
}
