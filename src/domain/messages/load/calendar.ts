import { calendar } from '../en/calendar';
import { addTexts } from '../i18n';

addTexts('calendar', calendar);
