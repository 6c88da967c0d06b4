import { progressBilling } from '../en/progress-billing';
import { addTexts } from '../i18n';

addTexts('progressBilling', progressBilling);
