import { customers } from '../en/customers';
import { addTexts } from '../i18n';

addTexts('customers', customers);
