import { reports } from '../en/reports';
import { addTexts } from '../i18n';

addTexts('reports', reports);
