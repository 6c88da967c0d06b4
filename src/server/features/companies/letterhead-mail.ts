import type { Letterhead } from './letterhead';

/**
 * The company's name, contact lines and logo in e-mails (estimates, invoices). The mailer and its outbox carry no
 * attachments, so the logo is an image at an absolute address under the mail's own public link (the link the mail
 * already carries, so the image tells nothing more); mail programs that block remote images show its alt text.
 */
export type MailLetterhead = Pick<Letterhead, 'name' | 'email' | 'phone' | 'address' | 'website'> & {
  /** Absolute address of the company's logo, when it has one. */
  logoUrl?: string | null;
};

/** Characters that mean something in HTML, written as text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The contact lines that are set, in the order the letterhead prints them. */
const contactLines = (company: MailLetterhead): string[] =>
  [company.email, company.phone, company.address, company.website].filter((v): v is string => Boolean(v));

/** The signature under a plain-text mail: the name, then each contact line. */
export function letterheadText(company: MailLetterhead): string {
  return [company.name, ...contactLines(company)].join('\n');
}

/** The same block in HTML, every value escaped (a company name is typed by people). */
export function letterheadHtml(company: MailLetterhead): string {
  const lines = contactLines(company)
    .map((line) => escapeHtml(line).replace(/\r?\n/g, '<br>'))
    .join('<br>');
  const logo = company.logoUrl
    ? // visible-texts: HTML layout; its values are data
      `<img src="${escapeHtml(company.logoUrl)}" alt="${escapeHtml(company.name)}" style="display:block;max-height:56px;max-width:160px;margin:0 0 8px">`
    : '';
  return (
    logo +
    `<p style="margin:0 0 2px;font-size:16px;font-weight:bold;color:#0f172a">${escapeHtml(company.name)}</p>` +
    (lines ? `<p style="margin:0;font-size:13px;color:#475569">${lines}</p>` : '')
  );
}

/**
 * A whole HTML mail: the letterhead on top, then the paragraphs (already HTML: the caller escapes what it puts
 * in them), in a plain layout mail programs show alike.
 */
export function letterheadMailHtml(company: MailLetterhead, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${p}</p>`).join('');
  return (
    // visible-texts: HTML layout; its values are data
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif">' +
    // visible-texts: HTML layout
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">' +
    // visible-texts: HTML layout
    `<div style="border-bottom:1px solid #e2e8f0;padding-bottom:12px;margin-bottom:16px">${letterheadHtml(company)}</div>` +
    // visible-texts: HTML layout
    `<div style="font-size:14px;line-height:1.5;color:#0f172a">${body}</div>` +
    '</div></body></html>'
  );
}
