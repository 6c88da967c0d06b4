import { invoices } from '../en/invoices';
import { addTexts } from '../i18n';

addTexts('invoices', invoices);
