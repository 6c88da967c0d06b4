import { setDisplayTimeZone } from '#domain/messages/i18n';

/**
 * The message catalog in the browser (docs/decisions/0250-one-message-catalog.md). Screens read every text with
 * `t('vendors:title')` from here, in components and in plain modules alike: the language is chosen once when the
 * page loads (changing it reloads the page), so a text looked up at a module's start is as good as one looked up
 * while rendering, and there is one way to write a lookup. `Trans` (./trans.ts) places links and emphasis inside a
 * text. A module naming an area's key imports that area's namespace, `#domain/messages/load/<area>` (decision 0256).
 */

// Instants read in the viewer's own zone, as the calendar lays out its days (decision 0250).
setDisplayTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

export { t } from '#domain/messages/i18n';
