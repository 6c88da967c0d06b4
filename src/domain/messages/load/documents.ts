import { documents } from '../en/documents';
import { addTexts } from '../i18n';

addTexts('documents', documents);
