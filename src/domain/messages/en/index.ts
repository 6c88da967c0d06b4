import { account } from './account';
import { accountingExports } from './accounting-exports';
import { admin } from './admin';
import { audit } from './audit';
import { auth } from './auth';
import { budget } from './budget';
import { calendar } from './calendar';
import { catalog } from './catalog';
import { changeOrders } from './change-orders';
import { chat } from './chat';
import { common } from './common';
import { company } from './company';
import { customerMessages } from './customer-messages';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { documents } from './documents';
import { errors } from './errors';
import { estimates } from './estimates';
import { expenses } from './expenses';
import { finances } from './finances';
import { invoices } from './invoices';
import { jobCosting } from './job-costing';
import { onboarding } from './onboarding';
import { payments } from './payments';
import { phases } from './phases';
import { portal } from './portal';
import { progressBilling } from './progress-billing';
import { projects } from './projects';
import { purchasing } from './purchasing';
import { reports } from './reports';
import { search } from './search';
import { selections } from './selections';
import { signatures } from './signatures';
import { tasks } from './tasks';
import { team } from './team';
import { validation } from './validation';
import { vendors } from './vendors';

/**
 * The English catalog: one namespace per area of the product, each holding every text of that area wherever it
 * is read (its screens, toasts, its contract's validation messages, its server messages, e-mails and PDFs), so
 * a change of wording is one edit. `common` holds the words every screen shares (Save, Cancel, the app shell,
 * the shared components), `errors` the server's general answers, `validation` the contracts' general field
 * messages. Keys name the text's role ('addButton', 'emptyTitle'), never its wording; plurals use i18next's
 * `_one`/`_other` suffixes with `count`; values go in as {{name}}, and money, dates and quantities through the
 * formatters ('{{total, money}}', '{{day, dateMedium}}'; see ../i18n.ts).
 */
export const en = {
  common,
  errors,
  validation,
  account,
  accountingExports,
  admin,
  audit,
  auth,
  budget,
  calendar,
  catalog,
  changeOrders,
  chat,
  company,
  customerMessages,
  customers,
  dashboard,
  documents,
  estimates,
  expenses,
  finances,
  invoices,
  jobCosting,
  onboarding,
  payments,
  phases,
  portal,
  progressBilling,
  projects,
  purchasing,
  reports,
  search,
  selections,
  signatures,
  tasks,
  team,
  vendors,
} as const;
