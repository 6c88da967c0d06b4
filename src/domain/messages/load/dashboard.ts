import { dashboard } from '../en/dashboard';
import { addTexts } from '../i18n';

addTexts('dashboard', dashboard);
