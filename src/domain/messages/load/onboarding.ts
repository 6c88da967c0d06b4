import { onboarding } from '../en/onboarding';
import { addTexts } from '../i18n';

addTexts('onboarding', onboarding);
