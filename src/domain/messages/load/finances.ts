import { finances } from '../en/finances';
import { addTexts } from '../i18n';

addTexts('finances', finances);
