import { signatures } from '../en/signatures';
import { addTexts } from '../i18n';

addTexts('signatures', signatures);
