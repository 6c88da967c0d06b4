import { customerMessages } from '../en/customer-messages';
import { addTexts } from '../i18n';

addTexts('customerMessages', customerMessages);
