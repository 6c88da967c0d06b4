import type { EstimateDocument } from '../../../domain/contracts/estimates';
import { formatMoney } from '../../../domain/format';
import type { MailMessage } from '../../mail/mailer';
import type { RecipientRow } from './estimates.queries';

/** The company's signature under every estimate e-mail. */
function signature(doc: EstimateDocument): string {
  return [doc.company.name, doc.company.email, doc.company.phone].filter(Boolean).join('\n');
}

/** The e-mail that carries a recipient's personal link to the public estimate page. */
export function estimateSentMail(doc: EstimateDocument, recipient: RecipientRow, link: string): MailMessage {
  return {
    companyId: recipient.companyId,
    to: recipient.email,
    subject: `Estimate ${doc.number} from ${doc.company.name}: ${doc.project.name}`,
    text: [
      `Hello ${recipient.name},`,
      '',
      `${doc.company.name} has sent you an estimate for ${doc.project.name}.`,
      `Total: ${formatMoney(doc.total)}`,
      '',
      'Review it, download it as a PDF, and approve or decline it online:',
      link,
      '',
      'This link is personal to you; please do not forward it.',
      '',
      signature(doc),
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
  return {
    companyId,
    to,
    subject: `Estimate ${doc.number} ${decision} by ${by}`,
    text: [
      `${by} ${decision} the estimate ${doc.number} for ${doc.project.name} (${formatMoney(doc.total)}).`,
      ...(reason ? ['', `Reason: ${reason}`] : []),
      '',
      'The estimate page shows the details and its history.',
    ].join('\n'),
  };
}
