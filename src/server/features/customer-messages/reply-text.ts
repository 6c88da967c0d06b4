import EmailReplyParser from 'email-reply-parser';
import { MAX_CUSTOMER_MESSAGE_LENGTH } from '#domain/contracts/customer-messages';

/** Longest mail text handed to the reply parser: its regular expressions run on this much at most. */
const MAX_PARSED_CHARACTERS = 100_000;

/**
 * What the customer wrote in a reply, without the quoted history and the signature that mail programs add
 * ("On ... wrote:" and the "> " lines under it, "-----Original Message-----", "-- " signatures, "Sent from my
 * iPhone"): email-reply-parser, used on a million inbound mails a day at Crisp, knows the usual forms in about
 * ten languages. What is left is trimmed, its NUL characters dropped (PostgreSQL text cannot hold them) and cut
 * to the longest message the product keeps.
 */
export function visibleReply(text: string): string {
  const clean = text.slice(0, MAX_PARSED_CHARACTERS).replaceAll('\u0000', '').replace(/\r\n?/g, '\n');
  const visible = new EmailReplyParser().parseReply(clean);
  return visible.trim().slice(0, MAX_CUSTOMER_MESSAGE_LENGTH).trim();
}

/**
 * Plain text of an HTML-only mail: line breaks where blocks end, tags dropped, the common entities decoded.
 * Quoted history in HTML mails sits in <blockquote>, which is dropped first.
 */
export function textOfHtml(html: string): string {
  return html
    .slice(0, MAX_PARSED_CHARACTERS)
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<blockquote[\s\S]*<\/blockquote>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n');
}
