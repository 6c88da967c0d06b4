import { vendors } from '../en/vendors';
import { addTexts } from '../i18n';

addTexts('vendors', vendors);
