import { expect, test } from '@playwright/test';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import {
  decodeEncodedWords,
  decodeQuotedPrintable,
  decodeTransferEncoding,
  extractLinks,
  parseMessage,
} from './mime';

// Unit tests of the mailbox's MIME reader (no browser): real messages built by nodemailer, as the app sends them.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

async function compose(options: SendMailOptions): Promise<Buffer> {
  const info = await composer.sendMail({
    from: 'BuildLine <no-reply@buildline.local>',
    to: 'a@example.com',
    ...options,
  });
  return info.message as Buffer;
}

const longLink = `https://pm.example.com/auth/reset-password?token=${'Ab9_-'.repeat(9)}xyz`;

test('quoted-printable: soft line breaks joined, =XX bytes decoded as UTF-8', () => {
  expect(decodeQuotedPrintable('a=3Db=\r\nc =C3=A9t=C3=A9').toString('utf8')).toBe('a=bc été');
  expect(decodeQuotedPrintable('trailing   \r\nnext').toString('utf8')).toBe('trailing\r\nnext');
  expect(decodeTransferEncoding('aGVsbG8g\r\nd29ybGQ=', 'base64').toString('utf8')).toBe('hello world');
  expect(decodeTransferEncoding('plain', '7bit').toString('utf8')).toBe('plain');
});

test('encoded-word headers (Q and B), adjacent words joined', () => {
  expect(decodeEncodedWords('=?UTF-8?Q?Devis_pour_l=E2=80=99=C3=A9t=C3=A9?=')).toBe('Devis pour l’été');
  expect(decodeEncodedWords('=?utf-8?B?w4lzdGltYXRl?= =?utf-8?Q?_ready?= now')).toBe('Éstimate ready now');
  expect(decodeEncodedWords('No encoding here')).toBe('No encoding here');
});

test('a long ASCII line from nodemailer (quoted-printable) keeps its link whole', async () => {
  const text = `Hello,\n\nOpen this link to choose a new password, within 60 minutes: ${longLink}\n\nThanks`;
  const raw = await compose({ subject: 'Reset your BuildLine password', text });
  expect(raw.toString('latin1')).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
  const mail = parseMessage(raw);
  expect(mail.subject).toBe('Reset your BuildLine password');
  expect(mail.text.replace(/\r\n/g, '\n')).toBe(text);
  expect(extractLinks(mail.text)).toEqual([longLink]);
});

test('non-ASCII text in base64 with an encoded subject', async () => {
  const text = `Bonjour Zoë,\n\nVotre devis « Cuisine » est prêt: ${longLink}.\n`;
  const raw = await compose({ subject: 'Devis prêt – Cuisine', text, textEncoding: 'base64' });
  expect(raw.toString('latin1')).toMatch(/Content-Transfer-Encoding: base64/i);
  const mail = parseMessage(raw);
  expect(mail.subject).toBe('Devis prêt – Cuisine');
  expect(mail.text.replace(/\r\n/g, '\n')).toBe(text);
  // The sentence's full stop is not part of the link.
  expect(extractLinks(mail.text)).toEqual([longLink]);
});

test('multipart/alternative: text and html both read, links from both without repeats', async () => {
  const raw = await compose({
    subject: 'Estimate',
    text: `See ${longLink}`,
    html: `<p>See <a href="${longLink}">the estimate</a> or <a href="https://pm.example.com/a?x=1&amp;y=2">this</a></p>`,
    attachments: [{ filename: 'note.txt', content: 'attached text, not the body' }],
  });
  const mail = parseMessage(raw);
  expect(mail.text).toBe(`See ${longLink}`);
  expect(mail.html).toContain('<a href=');
  expect(extractLinks(mail.text, mail.html)).toEqual([longLink, 'https://pm.example.com/a?x=1&y=2']);
});
