import { payments } from '../en/payments';
import { addTexts } from '../i18n';

addTexts('payments', payments);
