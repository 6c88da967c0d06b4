import { describe, expect, it } from 'vitest';
import { textOfHtml, visibleReply } from './reply-text';

describe('visibleReply: what the customer wrote, without the quoted history', () => {
  it('cuts Gmail-style "On ... wrote:" and the quoted lines under it', () => {
    const text = [
      'Thanks, Tuesday works for me.',
      '',
      'On Wed, Nov 25, 2026 at 10:00 AM Alpha Remodeling <reply+abc@reply.example.com> wrote:',
      '> Hello Dana,',
      '> Can we come on Tuesday?',
    ].join('\n');
    expect(visibleReply(text)).toBe('Thanks, Tuesday works for me.');
  });

  it('cuts a header that the mail program wrapped over two lines', () => {
    const text = [
      'Yes please.',
      '',
      'On Wed, Nov 25, 2026 at 10:00 AM Alpha Remodeling <reply+abc@reply.example.com>',
      'wrote:',
      '> Shall we order the tiles?',
    ].join('\n');
    expect(visibleReply(text)).toBe('Yes please.');
  });

  it('cuts Outlook\'s "-----Original Message-----" and what follows', () => {
    const text = 'Sounds good.\r\n\r\n-----Original Message-----\r\nFrom: Alpha\r\nSent: today\r\n\r\nHello';
    expect(visibleReply(text)).toBe('Sounds good.');
  });

  it('cuts "-- " signatures and "Sent from my iPhone"', () => {
    expect(visibleReply('See you Monday.\n\n-- \nDana Whitfield\n555-0100')).toBe('See you Monday.');
    expect(
      visibleReply('Ok\n\nSent from my iPhone\n\n> On Nov 25, 2026, at 10:00, Alpha <x@y.z> wrote:\n> hi'),
    ).toBe('Ok');
  });

  it('keeps a reply without quotes whole, line breaks and all', () => {
    expect(visibleReply('  Line one\nLine two\n\nLast line  ')).toBe('Line one\nLine two\n\nLast line');
  });

  it('keeps ">" inside the reply when it is not a quoted block below it', () => {
    expect(visibleReply('Budget > 5000 is fine.\nGo ahead.')).toBe('Budget > 5000 is fine.\nGo ahead.');
  });

  it('drops NUL characters and cuts to the longest message', () => {
    expect(visibleReply('a\u0000b')).toBe('ab');
    expect(visibleReply('x'.repeat(6000))).toHaveLength(5000);
  });

  it('answers empty text for a mail that is only quoted history', () => {
    expect(visibleReply('On Wed, Nov 25, 2026 at 10:00 AM Alpha <a@b.c> wrote:\n> Hello')).toBe('');
  });
});

describe('textOfHtml', () => {
  it('keeps the text and its line breaks, drops tags, styles and the quoted blockquote', () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><p>Tuesday &amp; Wednesday</p><div>work<br>fine</div>' +
      '<blockquote><p>Hello Dana</p></blockquote></body></html>';
    expect(textOfHtml(html).trim()).toBe('Tuesday & Wednesday\nwork\nfine');
  });
});
