import { jobCosting } from '../en/job-costing';
import { addTexts } from '../i18n';

addTexts('jobCosting', jobCosting);
