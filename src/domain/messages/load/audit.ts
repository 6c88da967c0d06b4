import { audit } from '../en/audit';
import { addTexts } from '../i18n';

addTexts('audit', audit);
