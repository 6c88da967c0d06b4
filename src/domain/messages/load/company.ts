import { company } from '../en/company';
import { addTexts } from '../i18n';

addTexts('company', company);
