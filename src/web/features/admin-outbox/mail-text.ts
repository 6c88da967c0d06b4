export type MailTextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// An http(s) address runs to the next blank or bracket; a sentence's closing punctuation is not part of it.
const URL_PATTERN = /https?:\/\/[^\s<>"'()[\]{}]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** A mail's plain text cut into text and the web addresses in it, so the addresses can be shown as links. */
export function splitLinks(text: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!href.includes('://') || href.endsWith('://')) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
