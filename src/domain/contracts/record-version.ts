import { z } from 'zod';

/**
 * A record's version as the server sends it with the record (`version`, and the `ETag` of a single record).
 * Opaque text: the browser only sends it back, in the `If-Match` header of the record's edit.
 */
export const recordVersion = z.string();
