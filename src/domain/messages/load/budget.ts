import { budget } from '../en/budget';
import { addTexts } from '../i18n';

addTexts('budget', budget);
