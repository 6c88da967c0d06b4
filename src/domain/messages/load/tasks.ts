import { tasks } from '../en/tasks';
import { addTexts } from '../i18n';

addTexts('tasks', tasks);
