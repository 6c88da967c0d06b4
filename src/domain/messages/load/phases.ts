import { phases } from '../en/phases';
import { addTexts } from '../i18n';

addTexts('phases', phases);
