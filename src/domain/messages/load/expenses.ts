import { expenses } from '../en/expenses';
import { addTexts } from '../i18n';

addTexts('expenses', expenses);
