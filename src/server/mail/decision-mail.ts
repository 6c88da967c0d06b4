import { formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import {
  escapeHtml,
  letterheadMailHtml,
  letterheadText,
  type MailLetterhead,
} from '../features/companies/letterhead-mail';
import type { MailMessage } from './mailer';

/** The documents a client decides on; each has the same keys under `<namespace>:mails.decision`. */
type DecisionTexts = 'estimates' | 'changeOrders';

/** What the notice names of the document. */
type DecidedDocument = { number: string; total: string; project: { name: string }; company: MailLetterhead };

/**
 * The notice to a document's author (else its company) when the client approves or declines it, in the
 * document's own texts: who decided, the document and its total, the reason given, and where to read more.
 */
export function decisionMail(
  texts: DecisionTexts,
  doc: DecidedDocument,
  notice: {
    companyId: number;
    to: string;
    decision: 'approved' | 'declined';
    by: string;
    reason: string | null;
  },
): MailMessage {
  const { decision, by, reason } = notice;
  const e = escapeHtml;
  const summary = t(`${texts}:mails.decision.${decision}.summary`, {
    by,
    number: doc.number,
    project: doc.project.name,
    total: formatMoney(doc.total),
  });
  return {
    companyId: notice.companyId,
    to: notice.to,
    subject: t(`${texts}:mails.decision.${decision}.subject`, { number: doc.number, by }),
    html: letterheadMailHtml(doc.company, [
      e(summary),
      ...(reason ? [t(`${texts}:mails.decision.reason`, { reason: e(reason) })] : []),
      t(`${texts}:mails.decision.details`),
    ]),
    text: [
      summary,
      ...(reason ? ['', t(`${texts}:mails.decision.reason`, { reason })] : []),
      '',
      t(`${texts}:mails.decision.details`),
      '',
      letterheadText(doc.company),
    ].join('\n'),
  };
}
