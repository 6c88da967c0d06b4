import { account } from '../en/account';
import { addTexts } from '../i18n';

addTexts('account', account);
