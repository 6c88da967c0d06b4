import { chat } from '../en/chat';
import { addTexts } from '../i18n';

addTexts('chat', chat);
