import { lazyText } from '../messages/i18n';

// Apart from record-version.ts and its schema: every screen's call helper reads this text, and a module with a
// schema would bring zod into the first load (docs/decisions/0264-the-browser-gets-calls-without-their-schemas.md).

/** The answer (409) to an edit made on an older version of the record than the one stored. */
export const STALE_VERSION_MESSAGE = lazyText('errors:staleVersion');
