import { changeOrders } from '../en/change-orders';
import { addTexts } from '../i18n';

addTexts('changeOrders', changeOrders);
