import { estimates } from '../en/estimates';
import { addTexts } from '../i18n';

addTexts('estimates', estimates);
