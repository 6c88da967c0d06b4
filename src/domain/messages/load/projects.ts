import { projects } from '../en/projects';
import { addTexts } from '../i18n';

addTexts('projects', projects);
