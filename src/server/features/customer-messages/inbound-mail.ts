import PostalMime, { type Address } from 'postal-mime';
import { inboundJsonMail } from '#domain/contracts/customer-messages';
import { t } from '#domain/messages/all';
import { badRequest } from '../../http/errors';
import { textOfHtml } from './reply-text';

/** An inbound mail reduced to what finding its thread and storing its text needs. */
export type InboundMail = {
  /** Every address it was sent to: To, Cc, Delivered-To, X-Original-To and the provider's envelope recipient. */
  recipients: string[];
  from: string | null;
  subject: string;
  /** The plain text as the provider gave it (quotes and signature still in, unless the provider removed them). */
  text: string;
  /** The mail's Message-ID (or the provider's id of it): a provider that posts the same mail again is recognised. */
  messageId: string | null;
};

/** `reply+{emailHash}@any.domain`: the thread's reply address (customer-messages.queries.ts, replyAddress). */
const REPLY_ADDRESS = /reply\+([a-f0-9]{40})@/i;

/** The emailHash of the first reply address among the recipients, lower case, or undefined. */
export function threadHashOf(recipients: string[]): string | undefined {
  for (const recipient of recipients) {
    const found = REPLY_ADDRESS.exec(recipient);
    if (found?.[1]) return found[1].toLowerCase();
  }
  return undefined;
}

const addressesOf = (list: Address[] | undefined): string[] =>
  (list ?? []).flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address ?? '']));

/** A raw MIME message (RFC 5322), parsed by postal-mime. */
export async function parseRawMail(raw: Buffer | string): Promise<InboundMail> {
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 20 });
  } catch {
    throw badRequest(t('customerMessages:inbound.notMime'));
  }
  const header = (key: string) => email.headers.filter((h) => h.key === key).map((h) => h.value);
  const from = email.from && !email.from.group ? email.from.address : null;
  return {
    recipients: [
      ...addressesOf(email.to),
      ...addressesOf(email.cc),
      ...(email.deliveredTo ? [email.deliveredTo] : []),
      ...header('delivered-to'),
      ...header('x-original-to'),
      ...header('envelope-to'),
    ],
    from: from ?? null,
    subject: email.subject ?? '',
    text: email.text?.trim() ? email.text : textOfHtml(email.html ?? ''),
    messageId: email.messageId?.trim() || null,
  };
}

/**
 * An inbound mail as a provider posts it, parsed: the JSON of Postmark's inbound webhook (To, Cc,
 * OriginalRecipient, From, Subject, TextBody, HtmlBody, Headers), the same fields under Mailgun's names
 * (recipient, sender, subject, body-plain), a plain { to, from, subject, text }, or { raw } holding the
 * whole MIME message. A body that is none of these answers 400.
 */
export async function parseInboundPayload(body: unknown): Promise<InboundMail> {
  if (Buffer.isBuffer(body)) return parseRawMail(body);
  const parsed = inboundJsonMail.safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(errors[0]?.message ?? t('customerMessages:inbound.notValid'), errors);
  }
  const m = parsed.data;
  if (m.raw) return parseRawMail(m.raw);
  const headers = (m.Headers ?? [])
    .filter((h) => ['delivered-to', 'x-original-to'].includes(h.Name.toLowerCase()))
    .map((h) => h.Value);
  const messageIdHeader = (m.Headers ?? []).find((h) => h.Name.toLowerCase() === 'message-id')?.Value;
  const recipients = [
    m.OriginalRecipient,
    m.To,
    m.Cc,
    m.recipient,
    m.to,
    m.cc,
    ...headers,
    ...(m.ToFull ?? []).map((a) => a.Email),
    ...(m.CcFull ?? []).map((a) => a.Email),
  ].filter((v): v is string => Boolean(v));
  // Postmark's and Mailgun's "stripped" fields are the provider's own cut of the quoted part; the full text is
  // preferred, since our cut (reply-text.ts) is the same for every provider.
  const text = m.TextBody ?? m['body-plain'] ?? m.text ?? m.StrippedTextReply ?? m['stripped-text'];
  const html = m.HtmlBody ?? m['body-html'] ?? m.html;
  return {
    recipients,
    from: m.From ?? m.from ?? m.sender ?? null,
    subject: m.Subject ?? m.subject ?? '',
    text: text?.trim() ? text : textOfHtml(html ?? ''),
    messageId: (messageIdHeader ?? m['Message-Id'] ?? m.messageId ?? m.MessageID)?.trim() || null,
  };
}
