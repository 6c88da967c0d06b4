import { describe, expect, it } from 'vitest';
import { letterheadHtml, letterheadMailHtml, letterheadText } from './letterhead-mail';

const company = {
  name: 'Smith & <Sons> "Builders"',
  email: 'office@smith.example',
  phone: null,
  address: '1 Main Street\nSpringfield',
  website: 'https://smith.example',
};

describe('the letterhead in mails', () => {
  it('writes the name and the contact lines that are set, one per line', () => {
    expect(letterheadText(company)).toBe(
      'Smith & <Sons> "Builders"\noffice@smith.example\n1 Main Street\nSpringfield\nhttps://smith.example',
    );
  });

  it('escapes every value in HTML, so a typed name cannot add markup', () => {
    const html = letterheadHtml(company);
    expect(html).toContain('Smith &amp; &lt;Sons&gt; &quot;Builders&quot;');
    expect(html).not.toContain('<Sons>');
    expect(html).toContain('1 Main Street<br>Springfield');
    expect(letterheadMailHtml(company, ['Hello'])).toMatch(
      /^<!doctype html>.*Smith &amp;.*<p[^>]*>Hello<\/p>/s,
    );
  });

  it('puts the logo above the name by its address, escaped, and nothing without one', () => {
    expect(letterheadHtml(company)).not.toContain('<img');
    const html = letterheadHtml({ ...company, logoUrl: 'https://pm.example/api/public/invoices/a"b/logo' });
    expect(html).toMatch(
      /^<img src="https:\/\/pm\.example\/api\/public\/invoices\/a&quot;b\/logo" alt="Smith &amp; /,
    );
  });
});
