/**
 * Finds texts a person would read that are written in the code instead of the message catalog
 * (src/domain/messages; docs/decisions/0250-one-message-catalog.md). Run it on a folder or file to list what is
 * left: `npx tsx scripts/visible-texts.ts src/web/features/vendors`. src/visible-texts.test.ts runs it on the
 * whole source.
 *
 * It reads the syntax tree, not the text, and looks where texts live:
 * - JSX text and `{'...'}` children;
 * - a JSX attribute or object property whose name says it is read (label, title, placeholder, description,
 *   message, noun, item, subject, ...);
 * - the argument of a call that shows or answers a message (toast..., badRequest, conflict, fieldError, ...), and
 *   a zod check's message (.min(2, '...'));
 * - anywhere else, a literal that reads as a sentence or a capitalised word ('Save', 'Error loading vendors'),
 *   unless its place shows it is not read by a person (a class name, a comparison, a header, a log line).
 * A line that is rightly a literal says why with a comment `// visible-texts: <reason>` on it or just above.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

export type Finding = { file: string; line: number; text: string };

/** Names of attributes and properties that hold a text someone reads. */
const VISIBLE_NAME =
  /^(aria-label|aria-description|alt|title|label|placeholder|description|message|noun|item|subject|heading|caption|hint|text|header|tooltip|emptyText|confirmText)$|(Label|Title|Text|Message|Description|Placeholder|Noun|Hint|Heading|Caption)$/;

/** Attributes and properties whose strings are never read (classes, routes, ids, enum-like options). */
const SILENT_NAME =
  /^(className|class|key|id|type|role|to|href|src|variant|size|method|name|autoComplete|inputMode|accept|target|rel|htmlFor|side|align|mode|path|icon|as|form|lang|dir|pattern|enterKeyHint|sizes|media|crossOrigin|value|defaultValue|tz|timeZone|sort|tab|status|kind|color|fill|stroke|font|format|encoding|contentType|mimeType|level|cursor|queryKey|mutationKey|ref|data-[\w-]+|aria-(controls|describedby|labelledby|live|current|haspopup|expanded|sort|hidden|invalid|busy|selected|checked|pressed|orientation|modal|relevant|atomic|autocomplete|owns|activedescendant|level|setsize|posinset|rowindex|colindex|valuenow|valuemin|valuemax|valuetext))$/;

/** Calls whose string arguments are shown or sent to a person as they are. */
const MESSAGE_CALL =
  /^(toast\w*|failed|failure|badRequest|conflict|fieldError|forbidden|unauthorized|AppError|errorMessage|requiredText|money|recordId|optionalRef|confirm|alert)$/;

/** Calls whose string arguments are never read by a person. */
const SILENT_CALL =
  /^(t|cn|cva|clsx|twMerge|require|import|log|debug|info|warn|trace|fatal|error|get|set|has|append|header|getHeader|setHeader|removeHeader|type|code|status|redirect|addEventListener|removeEventListener|querySelector|querySelectorAll|closest|matches|getElementById|createElement|setAttribute|getAttribute|matchMedia|fetch|URL|URLSearchParams|RegExp|Error|TypeError|RangeError|startsWith|endsWith|includes|split|join|replace|replaceAll|padStart|padEnd|indexOf|localeCompare|toLocaleString|format|parse|parseISO|sql|raw|eq|ne|like|ilike|sort|desc|asc|describe|it|test|expect|on|once|emit|off|send|register|decorate|decorateRequest|decorateReply|addHook|route|declareCall|serve|prefetchQuery|invalidateQueries|callKey|callPrefix|callBase|useUrlState|useSearchParams|navigate|Navigate|defineConfig|string|literal|enum|object|array|union|date|number|boolean|z|pgTable|text|varchar|integer|numeric|timestamp|boolean|index|uniqueIndex|unique|references|primaryKey|foreignKey|check|pgEnum|jsonb|bigint|serial|doublePrecision|smallint|char|uuid|inet|interval|time|for)$/;

/** zod's checks: their message is the first argument of some, the second of those that take a value first. */
const ZOD_MESSAGE_FIRST =
  /^(email|url|nonempty|int|positive|nonnegative|negative|nonpositive|uuid|datetime)$/;
const ZOD_MESSAGE_SECOND =
  /^(min|max|length|gt|gte|lt|lte|multipleOf|regex|refine|superRefine|startsWith|endsWith|includes)$/;

/** Reads as something a person would read: a capitalised word or a sentence. */
const PROSE = /^\s*[A-Z][a-z']|[A-Za-z]{2,}[,.!?]?\s+[A-Za-z]{2,}.*[A-Za-z]|^[a-z]{3,}\s[a-z]{3,}/;
const HAS_WORD = /[A-Za-z]{2,}/;
/** A name in code ('ApiError', 'ProtectedLayout'), not a word. */
const CODE_NAME = /^([A-Z][a-z0-9]+){2,}$/;
/** Class lists ('sticky left-0 z-10', 'bg-green-100 text-green-800'): lowercase tokens, some hyphenated. */
const CLASS_LIST = /^[a-z0-9\s:[\]/\-_.%!#()&>*=@~]+$/;
const CLASS_TOKEN = /(^|\s)[a-z0-9:!@~]*[a-z]-[a-z0-9[]|(^|\s)[a-z0-9]+:[a-z]/;

/** Things that look like prose but are not texts: MIME types, header names, CSS, keys of the keyboard. */
const NOT_PROSE =
  /^(Enter|Escape|Tab|Backspace|Delete|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|Home|End|PageUp|PageDown|Shift|Control|Meta|Alt|Space|Content-Type|Content-Disposition|Content-Length|Retry-After|If-Match|ETag|Cache-Control|Accept|Authorization|Bearer|Cookie|Set-Cookie|Helvetica|Helvetica-Bold|Helvetica-Oblique|Courier|Times-Roman|UTC|GMT|POST|GET|PUT|PATCH|DELETE|Node|Infinity|NaN|React|Intl|Date|Promise|Object|Array)$/;

// The syntax tree as oxc-parser gives it (ESTree with JSX and TypeScript nodes), with the parent of each node.
type Node = { type: string; start: number; end: number; parent?: Node; [key: string]: unknown };

function nameOf(node: unknown): string | undefined {
  const n = node as Node | null;
  if (!n) return undefined;
  if (n.type === 'Identifier' || n.type === 'JSXIdentifier' || n.type === 'PrivateIdentifier')
    return n.name as string;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'JSXNamespacedName') return `${nameOf(n.namespace)}:${nameOf(n.name)}`;
  return undefined;
}

function calleeName(call: Node): string | undefined {
  const callee = call.callee as Node;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && !callee.computed) return nameOf(callee.property);
  return undefined;
}

/** The literal's text, with a template's substitutions as {}. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return (node.quasis as Node[]).map((q) => (q.value as { cooked: string | null }).cooked ?? '').join('{}');
  return undefined;
}

const PASS_THROUGH = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'JSXExpressionContainer',
  'TemplateLiteral',
]);

/** The expression a literal stands in, past parentheses, conditionals and ?? / || / + (a fallback is shown too). */
function placeOf(node: Node): Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return current;
    const through =
      PASS_THROUGH.has(parent.type) ||
      (parent.type === 'ConditionalExpression' && parent.test !== current) ||
      (parent.type === 'LogicalExpression' && parent.operator !== '&&') ||
      (parent.type === 'BinaryExpression' && parent.operator === '+');
    if (!through) return current;
    current = parent;
  }
}

type Verdict = 'text' | 'silent' | 'unknown';

/** What the place of a literal says about it. */
function verdictOf(literal: Node): Verdict {
  const place = placeOf(literal);
  const parent = place.parent;
  if (!parent) return 'unknown';
  switch (parent.type) {
    case 'JSXAttribute':
    case 'Property':
    case 'PropertyDefinition': {
      if (parent.type !== 'JSXAttribute' && parent.value !== place) return 'silent';
      const name = nameOf(parent.type === 'JSXAttribute' ? parent.name : parent.key) ?? '';
      if (VISIBLE_NAME.test(name)) return 'text';
      return SILENT_NAME.test(name) ? 'silent' : 'unknown';
    }
    case 'JSXElement':
    case 'JSXFragment':
      return 'text';
    case 'CallExpression':
    case 'NewExpression': {
      if (parent.callee === place) return 'silent';
      const name = calleeName(parent) ?? '';
      const index = (parent.arguments as Node[]).indexOf(place);
      if (MESSAGE_CALL.test(name)) return name === 'fieldError' && index === 0 ? 'silent' : 'text';
      const callee = parent.callee as Node;
      const zod = index === 0 ? ZOD_MESSAGE_FIRST : ZOD_MESSAGE_SECOND;
      if (
        callee.type === 'MemberExpression' &&
        index <= 1 &&
        (index === 0) === (zod === ZOD_MESSAGE_FIRST) &&
        zod.test(name)
      )
        return 'text';
      return SILENT_CALL.test(name) ? 'silent' : 'unknown';
    }
    case 'BinaryExpression':
    case 'SwitchCase':
    case 'MemberExpression':
    case 'ImportDeclaration':
    case 'ImportExpression':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'TSLiteralType':
    case 'TSImportType':
    case 'TSExternalModuleReference':
    case 'TSModuleDeclaration':
    case 'TaggedTemplateExpression':
    case 'TSEnumMember':
    case 'TSPropertySignature':
      return 'silent';
    default:
      return 'unknown';
  }
}

const isClassList = (text: string) => CLASS_LIST.test(text) && CLASS_TOKEN.test(text);

const EXEMPT = /\/\/\s*visible-texts:/;

/** The texts in one source file that belong in the catalog. */
export function findVisibleTexts(file: string, source: string): Finding[] {
  const { program } = parseSync(file, source);
  const lines = source.split('\n');
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const findings: Finding[] = [];
  const report = (node: Node, text: string) => {
    const line = lineOf(node.start + (text.length - text.trimStart().length));
    if (EXEMPT.test(lines[line] ?? '') || EXEMPT.test(lines[line - 1] ?? '')) return;
    findings.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const visit = (node: Node): void => {
    if (node.type === 'JSXText') {
      if (HAS_WORD.test(node.value as string)) report(node, node.value as string);
      return;
    }
    if (
      node.type === 'TSTypeAnnotation' ||
      node.type === 'TSTypeAliasDeclaration' ||
      node.type === 'TSInterfaceDeclaration'
    )
      return;
    const text = literalText(node);
    if (
      text !== undefined &&
      HAS_WORD.test(text) &&
      !NOT_PROSE.test(text.trim()) &&
      !isClassList(text) &&
      !CODE_NAME.test(text)
    ) {
      const verdict = verdictOf(node);
      if (verdict === 'text' || (verdict === 'unknown' && PROSE.test(text))) {
        report(node, text);
        return;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
          (child as Node).parent = node;
          visit(child as Node);
        }
    }
  };
  visit(program as unknown as Node);
  return findings;
}

const SKIP_FILE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

/** Every source file under `target` (a folder or one file). */
export function sourceFiles(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !SKIP_FILE.test(entry.name) ? [full] : [];
  });
}

/** The findings of every file under the targets, by file. */
export function scan(targets: string[]): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>();
  for (const target of targets)
    for (const file of sourceFiles(target)) {
      const findings = findVisibleTexts(file, readFileSync(file, 'utf8'));
      if (findings.length) byFile.set(file, findings);
    }
  return byFile;
}

/**
 * Where texts must come from the catalog: the screens, the server's answers, e-mails and PDFs, and the contracts.
 * Not: the catalog itself, the demo company's data and the database's migrations (data, not texts), and what only
 * an operator reads (the command line tools, the configuration's messages and the start's, in English like the logs).
 */
export const SCANNED = ['src/web', 'src/server', 'src/domain'];
export const NOT_SCANNED =
  /^src\/(domain\/messages\/|server\/db\/|server\/cli\/|server\/config\.ts$|server\/main\.ts$|server\/serve\.ts$|server\/test\/)/;

export function scanProduct(): Map<string, Finding[]> {
  const byFile = scan(SCANNED);
  for (const file of [...byFile.keys()]) if (NOT_SCANNED.test(file)) byFile.delete(file);
  return byFile;
}

if (process.argv[1]?.endsWith('visible-texts.ts')) {
  const targets = process.argv.slice(2);
  const byFile = targets.length ? scan(targets) : scanProduct();
  let total = 0;
  for (const [file, findings] of byFile) {
    for (const f of findings) console.log(`${file}:${f.line}  ${f.text}`);
    total += findings.length;
  }
  console.log(`${total} texts in ${byFile.size} files`);
}
