import i18next, { type TOptions } from 'i18next';
import type { en } from './en';
import { common } from './en/common';
import { errors } from './en/errors';
import { validation } from './en/validation';
import {
  DATE_STYLES,
  type DateInput,
  type DateStyle,
  formatDateIn,
  formatMoneyIn,
  formatQuantityIn,
} from './formatters';

/**
 * The message catalog (docs/decisions/0250-one-message-catalog.md): every text a person reads, in one place per
 * language (./en), looked up by key through i18next. The browser and the server share this one instance; English
 * is the only language for now, and a second one only adds its catalog beside ./en.
 *
 * It starts with the namespaces every screen reads (`common`, `errors`, `validation`). An area's namespace is added
 * by importing `#domain/messages/load/<area>`, which every module naming one of its keys does, so a browser
 * downloads an area's texts with the screens that show them (decision 0256). The server loads them all (./all.ts).
 */
export const i18n = i18next.createInstance();

/** The namespaces in the catalog from the start. */
export const baseNamespaces = ['common', 'errors', 'validation'] as const;

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources: { en: { common, errors, validation } },
  ns: [...baseNamespaces],
  defaultNS: 'common',
  // The catalog is in the bundle: ready before the first render, no loading state (an area's namespace comes with
  // the code that reads it, see addTexts).
  initAsync: false,
  // React escapes what it renders, and e-mails and PDFs escape at their own edge (mail.ts, pdfkit).
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key the catalog lacks (one built at run time, past the type check) shows as the key itself: said loudly.
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => reportMissing(`${namespace}:${key}`),
});

/** Tests fail on a missing text; a running app says it on the console and shows the key. */
function reportMissing(key: string): void {
  if (typeof process !== 'undefined' && process.env.VITEST) throw new Error(`The catalog has no text ${key}`);
  console.error(`The catalog has no text ${key}`);
}

/**
 * The zone the browser shows instants in (the viewer's own; see decision 0250). The server never sets it: one
 * process serves every reader, so it passes the company's `timeZone` with each text instead.
 */
let displayTimeZone: string | undefined;
export function setDisplayTimeZone(timeZone: string | undefined): void {
  displayTimeZone = timeZone || undefined;
}

// The catalog's own formatters: '{{amount, money}}', '{{day, dateMedium}}', '{{count, quantity}}'. i18next
// passes the t() options along, so t(key, { day, timeZone }) reads the day in that zone.
const formatter = i18n.services.formatter;
if (!formatter) throw new Error('i18next started without its formatter');
formatter.add('money', (value, language) => formatMoneyIn(language ?? 'en', value));
formatter.add('wholeDollars', (value, language) => formatMoneyIn(language ?? 'en', value, true));
formatter.add('quantity', (value, language) => formatQuantityIn(language ?? 'en', value));
for (const style of Object.keys(DATE_STYLES) as DateStyle[])
  formatter.add(style, (value, language, options: { timeZone?: string }) =>
    formatDateIn(language ?? 'en', style, value, options.timeZone ?? displayTimeZone),
  );

/** Looks a text up by key ('vendors:title', or 'common' keys alone), with its values filled in. */
export const t = i18n.t.bind(i18n);

/** A date in the current language, in `timeZone` or the display zone (format.ts's helpers use this). */
export function formatDateAs(style: DateStyle, value: DateInput, timeZone?: string): string {
  return formatDateIn(i18n.language, style, value, timeZone ?? displayTimeZone);
}
export const formatMoneyAs = (value: Parameters<typeof formatMoneyIn>[1], whole = false) =>
  formatMoneyIn(i18n.language, value, whole);
export const formatQuantityAs = (value: string | number) => formatQuantityIn(i18n.language, value);

type Namespace = keyof typeof en;

/**
 * Adds an area's namespace to the catalog; `#domain/messages/load/<area>` calls it when imported. A module that
 * names a key of the area imports that module (src/domain/messages/load/load.test.ts checks it), so the texts are
 * there before any of its lookups, even one at the module's start.
 */
export function addTexts<N extends Namespace>(namespace: N, texts: (typeof en)[N]): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}
type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${Plural}`
      ? `${Prefix}${Base}`
      : `${Prefix}${K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every key of the catalog with its namespace ('vendors:title'), for code that hands a key on. */
export type MessageKey = { [N in Namespace]: `${N}:${KeysOf<(typeof en)[N]>}` }[Namespace];

/** The text of a key handed on as a value (MessageKey), with its values filled in. */
export function text(key: MessageKey, values?: TOptions): string {
  return i18n.t(key as never, values as never) as unknown as string;
}

/**
 * A text looked up when it is read, not when the module loads: a constant, a default, a schema's message. (Read
 * at load, it would stay in the language the process started in.)
 */
export type LazyText = () => string;
export const lazyText =
  (key: MessageKey, values?: TOptions): LazyText =>
  () =>
    text(key, values);

/**
 * Texts of the catalog under `prefix`, indexed like a record (`invoiceMessages.amount`, `projectStageLabels[stage]`),
 * each looked up when read, so in the reader's language (read them where they are used, never at a module's start).
 */
export function textsReadWhenUsed<K extends string>(
  prefix: string,
  keys: readonly K[],
): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of keys)
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => text(`${prefix}.${key}` as MessageKey),
    });
  return texts;
}

/** A text given to a shared helper: already looked up, or looked up when read. */
export type TextArg = string | LazyText;
export const readText = (value: TextArg): string => (typeof value === 'function' ? value() : value);

/** A zod check's message, looked up when the check fails: `.min(2, say('company:nameTooShort'))`. */
export const say = (key: MessageKey, values?: TOptions) => ({ error: lazyText(key, values) });
