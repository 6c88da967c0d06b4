import { z } from 'zod';
import { lazyText } from '../messages/i18n';

/**
 * A record's version as the server sends it with the record (`version`, and the `ETag` of a single record).
 * Opaque text: the browser only sends it back, in the `If-Match` header of the record's edit.
 */
export const recordVersion = z.string();

/** The answer (409) to an edit made on an older version of the record than the one stored. */
export const STALE_VERSION_MESSAGE = lazyText('errors:staleVersion');
