/**
 * The whole catalog, for the server: it answers every area, so it has every namespace from the start. The browser
 * imports `./i18n` and each area's `./load/<area>` with the code that reads it (decision 0256).
 */
import './load/account';
import './load/accounting-exports';
import './load/admin';
import './load/audit';
import './load/auth';
import './load/budget';
import './load/calendar';
import './load/catalog';
import './load/change-orders';
import './load/chat';
import './load/company';
import './load/customer-messages';
import './load/customers';
import './load/dashboard';
import './load/documents';
import './load/estimates';
import './load/expenses';
import './load/finances';
import './load/invoices';
import './load/onboarding';
import './load/payments';
import './load/phases';
import './load/portal';
import './load/projects';
import './load/purchasing';
import './load/selections';
import './load/search';
import './load/signatures';
import './load/tasks';
import './load/team';
import './load/vendors';

export * from './i18n';
