import { team } from '../en/team';
import { addTexts } from '../i18n';

addTexts('team', team);
