import type { UserRole } from './enums';

/**
 * Which company roles may do each restricted action: the one source for the server's role checks (requireRole in
 * the routes, the *.policy.ts files) and for the interface, which hides what a role may not do (
 * docs/decisions/0105-roles-in-the-interface.md). Actions not listed here are open to every company member. System administrators pass
 * every role check (`can`, like the server's requireRole).
 */
export const permissions = {
  /** Employees may not delete projects; they create and edit them (docs/product.md#companies-and-roles). */
  deleteProject: ['admin', 'manager'],
  /**
   * Employees may not delete customers; every member reads, creates and edits them and adds notes
   * (docs/product.md#companies-and-roles).
   */
  deleteCustomer: ['admin', 'manager'],
  /**
   * Assigning or unassigning users on a customer is team management, which employees may not do
   * (docs/product.md#companies-and-roles).
   */
  manageCustomerTeam: ['admin', 'manager'],
  /**
   * Adding, changing or removing a project's team members is team management; employees only read it
   * (docs/product.md#companies-and-roles).
   */
  manageProjectTeam: ['admin', 'manager'],
  /**
   * Phase templates are catalog entries (the company's defaults); employees may not change or delete them
   * (docs/product.md#companies-and-roles).
   */
  editPhaseTemplates: ['admin', 'manager'],
  /**
   * Employees may not delete catalog entries (docs/product.md#companies-and-roles). Trades, units and task types are
   * the company's shared lists, like phase templates, so employees read them but do not create or change them either (
   * docs/decisions/0077-catalog-roles.md).
   */
  manageCatalog: ['admin', 'manager'],
  /**
   * Company admins and managers manage the team (add, edit, deactivate, delete members; invite people,
   * list, resend and revoke invitations); employees only read it (docs/product.md#companies-and-roles).
   */
  manageTeam: ['admin', 'manager'],
  /**
   * Managers may not edit or delete users whose role is admin (docs/product.md#companies-and-roles); so only admins
   * change administrators, make someone an administrator, or invite one.
   */
  manageAdmins: ['admin'],
  /**
   * Employees may edit an estimate's texts and recipients but not change its status or send it
   * (docs/product.md#companies-and-roles).
   */
  manageEstimate: ['admin', 'manager'],
  /**
   * Employees may not create, edit, send, cancel, mark paid or delete invoices; they read them
   * (docs/product.md#companies-and-roles).
   */
  manageInvoices: ['admin', 'manager'],
  /** Employees read change orders; admins and managers create, edit, send, approve, decline and void them (issue 26). */
  manageChangeOrders: ['admin', 'manager'],
  /**
   * Employees read purchase orders and vendor bills; admins and managers create, send and void orders and enter
   * and pay bills: only they touch money beyond expenses (issue 27).
   */
  managePurchasing: ['admin', 'manager'],
  /**
   * The accounting exports (invoices, payments, expenses, bills, bill payments) and the account names they use:
   * money leaving for the books, so admins and managers only (decision 0273).
   */
  exportAccounting: ['admin', 'manager'],
  /** Admins and managers invite customers to the client portal (issue 26). */
  invitePortal: ['admin', 'manager'],
  /** Admins and managers choose what each project shows in the client portal and which documents are shared. */
  managePortal: ['admin', 'manager'],
  /**
   * Employees read selections; admins and managers create, edit and delete them, choose for the client and mark
   * them ordered (issue 26).
   */
  manageSelections: ['admin', 'manager'],
  /**
   * Employees record expenses; editing or deleting someone else's is for managers and admins
   * (docs/product.md#companies-and-roles).
   */
  manageOthersExpenses: ['admin', 'manager'],
  /**
   * Employees work on calendar events (docs/product.md#companies-and-roles); like expenses, every member creates them
   * and changing or deleting someone else's is for managers and admins (docs/decisions/0050-rules.md).
   */
  manageOthersEvents: ['admin', 'manager'],
  /**
   * The company's iCal feed shows every item of the company (invoice amounts too) to whoever holds its URL: making
   * or revoking it is for managers and admins; every member makes their own feed.
   */
  manageCompanyFeed: ['admin', 'manager'],
  /**
   * A company admin edits the company profile (name, contact details, logo, payment terms, invoice
   * footer); managers and employees read it (docs/product.md#company-profile).
   */
  editCompanyProfile: ['admin'],
  /**
   * A company backup holds all of the company's business data (no passwords or two-factor secrets since
   * docs/decisions/0193-a-company-backup-carries-no-key-to-anyones-account.md): for company admins only.
   */
  downloadCompanyBackup: ['admin'],
  /** Employees may not delete vendors; every member reads, creates and edits them (docs/product.md#vendors). */
  deleteVendor: ['admin', 'manager'],
  /** Issue 14: company admins read their company's audit log (system administrators read every company's). */
  readAuditLog: ['admin'],
  /** The financial reports (aging, profit, WIP, cash flow) are money: admins and managers only (decision 0272). */
  readFinancialReports: ['admin', 'manager'],
} as const satisfies Record<string, readonly UserRole[]>;

/** A restricted action; a name not in the table does not compile. */
export type PermissionAction = keyof typeof permissions;

/** Whoever asks: the server's actor or the signed-in user of the browser (null or undefined when signed out). */
export type PermissionSubject = { role: UserRole; isAdmin: boolean } | null | undefined;

/** Whether a company role is in a role list of the table. */
export function allows(list: readonly UserRole[], role: UserRole): boolean {
  return list.includes(role);
}

/** Whether the caller may do the action: a system administrator always may, a signed-out caller never. */
export function can(subject: PermissionSubject, action: PermissionAction): boolean {
  if (!subject) return false;
  return subject.isAdmin || allows(permissions[action], subject.role);
}
