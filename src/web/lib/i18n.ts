import { initReactI18next } from 'react-i18next';
import { i18n, setDisplayTimeZone } from '#domain/messages/i18n';

/**
 * The message catalog in the browser (docs/decisions/0250-one-message-catalog.md). Screens read every text with
 * `t('vendors:title')` from here, in components and in plain modules alike: the language is chosen once when the
 * page loads (changing it reloads the page), so a text looked up at a module's start is as good as one looked up
 * while rendering, and there is one way to write a lookup. `Trans` places links and emphasis inside a text.
 */
initReactI18next.init(i18n);

// Instants read in the viewer's own zone, as the calendar lays out its days (decision 0250).
setDisplayTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

export { Trans } from 'react-i18next';
export { t } from '#domain/messages/i18n';
