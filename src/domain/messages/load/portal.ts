import { portal } from '../en/portal';
import { addTexts } from '../i18n';

addTexts('portal', portal);
