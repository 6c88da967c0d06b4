import { describe, expect, it } from 'vitest';
import { splitLinks } from './mail-text';

describe('splitLinks', () => {
  it('finds the addresses in a mail, without the punctuation closing the sentence', () => {
    expect(
      splitLinks(
        'Reset it at https://pm.example.com/auth/reset-password?token=a_b-1.\nOr http://x.test (here).',
      ),
    ).toEqual([
      { kind: 'text', text: 'Reset it at ' },
      { kind: 'link', href: 'https://pm.example.com/auth/reset-password?token=a_b-1' },
      { kind: 'text', text: '.\nOr ' },
      { kind: 'link', href: 'http://x.test' },
      { kind: 'text', text: ' (here).' },
    ]);
  });

  it('leaves text without addresses alone', () => {
    expect(splitLinks('No links, not even https:// alone.')).toEqual([
      { kind: 'text', text: 'No links, not even https:// alone.' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
