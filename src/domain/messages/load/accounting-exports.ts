import { accountingExports } from '../en/accounting-exports';
import { addTexts } from '../i18n';

addTexts('accountingExports', accountingExports);
