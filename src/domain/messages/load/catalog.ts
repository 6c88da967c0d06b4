import { catalog } from '../en/catalog';
import { addTexts } from '../i18n';

addTexts('catalog', catalog);
