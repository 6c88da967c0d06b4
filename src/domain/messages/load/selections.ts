import { selections } from '../en/selections';
import { addTexts } from '../i18n';

addTexts('selections', selections);
