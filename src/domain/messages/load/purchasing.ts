import { purchasing } from '../en/purchasing';
import { addTexts } from '../i18n';

addTexts('purchasing', purchasing);
