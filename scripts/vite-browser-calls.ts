import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ESTree, type Plugin, parseSync } from 'vite';

/**
 * `#calls/<contract>`: a contract's call declarations without their schemas, for the browser
 * (docs/decisions/0264-the-browser-gets-calls-without-their-schemas.md).
 *
 * A call is declared once, with its schemas (src/domain/contracts/declare.ts); the server checks and writes
 * through them. The browser reads only a declaration's method, path, paged, permission and live notices
 * (src/web/lib/calls.ts). Imported from the contract module itself, the calls brought that module into the
 * importer's chunk, and a bundler keeps a module whole in one chunk: every schema any screen used, and all of zod,
 * came with the first load. Through `#calls/` the browser gets a module holding only the call groups, and the
 * contract module loads only with a screen that uses its schemas (a form's check).
 *
 * For the types, tsconfig.json maps `#calls/*` to the contract itself; so do the unit tests, which run the
 * contract module as it is.
 */
export function browserCalls(): Plugin {
  const contracts = path.resolve('src/domain/contracts');
  return {
    name: 'buildline:browser-calls',
    // Before the tsconfig paths, which would give the whole contract.
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith(CALLS_PREFIX)) return null;
      return `${path.join(contracts, source.slice(CALLS_PREFIX.length))}.ts${BROWSER_CALLS_QUERY}`;
    },
    load(id) {
      if (!id.endsWith(BROWSER_CALLS_QUERY)) return null;
      const file = id.slice(0, -BROWSER_CALLS_QUERY.length);
      this.addWatchFile(file);
      return browserCallsModule(readFileSync(file, 'utf8'), file);
    },
  };
}

export const CALLS_PREFIX = '#calls/';
const BROWSER_CALLS_QUERY = '?browser-calls';

/** What the browser keeps of a declaration; everything else in it is a schema. */
export const browserDeclarationKeys = ['method', 'path', 'paged', 'permission', 'live'] as const;

/**
 * The module `#calls/<contract>` stands for: each exported call group (`export const xCalls = { name:
 * declareCall({...}) }`) with its declarations' browser keys only, the contract's exported constants written as
 * literals (an event's name, a page size), and the contract's own imports for their effect (an area's texts);
 * nothing else.
 */
export function browserCallsModule(code: string, file = 'contract.ts'): string {
  const { program, errors } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const lines: string[] = [];
  for (const statement of program.body) {
    if (
      statement.type === 'ImportDeclaration' &&
      statement.specifiers.length === 0 &&
      statement.importKind !== 'type'
    ) {
      lines.push(`import ${JSON.stringify(statement.source.value)};`);
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || !init) continue;
      if (id.name.endsWith('Calls')) {
        lines.push(`export const ${id.name} = ${JSON.stringify(callGroup(init, `${file}: ${id.name}`))};`);
      } else if (isLiteral(init)) {
        // A name or a limit the browser uses with the calls (the stream's event name, a page size).
        lines.push(`export const ${id.name} = ${JSON.stringify(literalValue(init, `${file}: ${id.name}`))};`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

type BrowserDeclaration = Partial<Record<(typeof browserDeclarationKeys)[number], unknown>>;

/** `{ name: declareCall({...}) }` as `{ name: { method, path, ... } }`. */
function callGroup(node: ESTree.Expression | null | undefined, where: string) {
  if (node?.type !== 'ObjectExpression') throw new Error(`${where} is not an object of declared calls`);
  const group: Record<string, BrowserDeclaration> = {};
  for (const property of node.properties) {
    const call = property.type === 'Property' ? property.value : undefined;
    if (property.type !== 'Property' || property.key.type !== 'Identifier' || !isDeclareCall(call)) {
      throw new Error(`${where}: each member must be \`name: declareCall({...})\``);
    }
    group[property.key.name] = browserDeclaration(call.arguments[0], `${where}.${property.key.name}`);
  }
  return group;
}

function isDeclareCall(node: unknown): node is ESTree.CallExpression {
  const call = node as ESTree.CallExpression | undefined;
  return (
    call?.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name === 'declareCall'
  );
}

function browserDeclaration(node: unknown, where: string): BrowserDeclaration {
  const object = node as ESTree.ObjectExpression | undefined;
  if (object?.type !== 'ObjectExpression') throw new Error(`${where}: declareCall takes an object`);
  const declaration: BrowserDeclaration = {};
  for (const property of object.properties) {
    if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
    const key = browserDeclarationKeys.find((k) => k === (property.key as ESTree.IdentifierName).name);
    if (key) declaration[key] = literalValue(property.value, `${where}.${key}`);
  }
  return declaration;
}

/** A text, a number, a yes/no or a list of them: what JSON writes as it is (not a pattern or a bigint). */
function isLiteral(node: ESTree.Node): boolean {
  if (node.type === 'Literal') return ['string', 'number', 'boolean'].includes(typeof node.value);
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    return isLiteral(node.expression);
  if (node.type === 'ArrayExpression') {
    return node.elements.every(
      (element) => element !== null && element.type !== 'SpreadElement' && isLiteral(element),
    );
  }
  return false;
}

/** A literal written in the declaration (a string, a boolean, a list of strings), as its value. */
function literalValue(node: ESTree.Node, where: string): unknown {
  if (node.type === 'Literal') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') {
    return literalValue(node.expression, where);
  }
  if (node.type === 'ArrayExpression') {
    return node.elements.map((element) => {
      if (!element || element.type === 'SpreadElement') throw new Error(`${where}: write the list out`);
      return literalValue(element, where);
    });
  }
  throw new Error(`${where}: the browser's part of a declaration must be written as a literal`);
}
