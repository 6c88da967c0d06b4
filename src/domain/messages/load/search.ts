import { search } from '../en/search';
import { addTexts } from '../i18n';

addTexts('search', search);
