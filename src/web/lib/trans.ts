import { initReactI18next } from 'react-i18next';
import { i18n } from '#domain/messages/i18n';

/**
 * `Trans` places links and emphasis inside a text of the catalog. Only the few screens that need it import this
 * module, so react-i18next is downloaded with them rather than with the first page (decision 0256).
 */
initReactI18next.init(i18n);

export { Trans } from 'react-i18next';
