import { describe, expect, it } from 'vitest';
import { findVisibleTexts, scanProduct } from '../scripts/visible-texts';

// docs/decisions/0250-one-message-catalog.md: every text a person reads comes from the message catalog
// (src/domain/messages), so a second language only adds a catalog.
const texts = (file: string, source: string) => findVisibleTexts(file, source).map((f) => f.text);

describe('the visible-texts scanner (the rule itself)', () => {
  it('finds JSX text, read attributes and properties, message calls and zod messages', () => {
    expect(texts('a.tsx', 'const a = <p title="Hello there">Save</p>;')).toEqual(['Hello there', 'Save']);
    expect(texts('a.tsx', "const a = <Pager noun='vendors' label={x ? 'Open' : 'Closed'} />;")).toEqual([
      'vendors',
      'Open',
      'Closed',
    ]);
    const template = ['toast({ title: ', "'Success'", ', description: `Deleted $', '{n} rows` });'].join('');
    expect(texts('a.ts', template)).toEqual(['Success', 'Deleted {} rows']);
    expect(texts('a.ts', "throw conflict('Only a draft can be edited');")).toEqual([
      'Only a draft can be edited',
    ]);
    expect(texts('a.ts', "const s = z.string().min(2, 'Name must be at least 2 characters');")).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(texts('a.ts', "const HINT = 'Enter sends; Shift+Enter starts a new line.';")).toEqual([
      'Enter sends; Shift+Enter starts a new line.',
    ]);
  });

  it('leaves what no one reads: classes, comparisons, keys, imports, logs, catalog lookups', () => {
    const source = [
      "import { x } from 'Some Module';",
      "const a = <div className='flex items-center gap-2' role='status'>{t('vendors:title')}</div>;",
      "if (event.key === 'Enter') log.info('Server started on port');",
      "const variants = { default: 'bg-green-100 text-green-800', muted: 'hidden sm:table' };",
      "type Mode = 'Read Only';",
      "headers.set('Content-Type', 'application/json');",
      "// visible-texts: the product's name in every language",
      "const brand = 'BuildLine Pro';",
    ].join('\n');
    expect(texts('a.tsx', source)).toEqual([]);
  });
});

describe('texts come from the message catalog', () => {
  it('finds no text written in the screens, the server or the contracts', () => {
    const found = [...scanProduct().values()].flat().map((f) => `${f.file}:${f.line}  ${f.text}`);
    // Move each one to the catalog (src/domain/messages/en); `npx tsx scripts/visible-texts.ts <folder>` lists them.
    expect(found).toEqual([]);
  });
});
