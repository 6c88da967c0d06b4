import { auth } from '../en/auth';
import { addTexts } from '../i18n';

addTexts('auth', auth);
