import { admin } from '../en/admin';
import { addTexts } from '../i18n';

addTexts('admin', admin);
