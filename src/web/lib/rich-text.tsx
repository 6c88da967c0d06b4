import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { type MessageKey, text } from '#domain/messages/i18n';

type RichTextProps = {
  i18nKey: MessageKey;
  /** Filled in as plain text. */
  values?: Record<string, string | number>;
  /** The element each tag of the text becomes: `{ strong: <strong className="..." /> }`. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
};

// A value stands in the text as a marker no catalog text contains (a character of Unicode's private use area),
// until the tags have been read.
const marker = (index: number) => `\uE000${index}\uE000`;
const MARKERS = /\uE000(\d+)\uE000/;
const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A catalog text with emphasis or a link inside ('Choose the customer to link to <strong>{{name}}</strong>.'), drawn
 * with the elements given for its tags: each `<tag>...</tag>` becomes that element around the words inside. Tags do
 * not nest and carry no attributes, which is all the browser's texts use (decision 0282). The values are put in
 * after the tags are read, so a customer named '<a>x</a>' stays text.
 */
export function RichText({ i18nKey, values = {}, components }: RichTextProps) {
  const names = Object.keys(values);
  const template = text(i18nKey, Object.fromEntries(names.map((name, i) => [name, marker(i)])));
  const fill = (part: string) =>
    part
      .split(MARKERS)
      .map((piece, i) => (i % 2 === 1 ? String(values[names[Number(piece)] ?? ''] ?? '') : piece))
      .join('');
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const found of template.matchAll(TAG)) {
    const [whole, tag = '', inside = ''] = found;
    nodes.push(fill(template.slice(from, found.index)));
    const element = components[tag];
    nodes.push(element ? cloneElement(element, { key: nodes.length }, fill(inside)) : fill(whole));
    from = found.index + whole.length;
  }
  nodes.push(fill(template.slice(from)));
  return <>{nodes}</>;
}
