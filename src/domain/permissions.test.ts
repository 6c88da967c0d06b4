import { describe, expect, it } from 'vitest';
import { type UserRole, userRoles } from './enums';
import { allows, can, type PermissionAction, permissions } from './permissions';

/** Who may do each restricted action (docs/product.md#companies-and-roles). */
const expected: Record<PermissionAction, readonly UserRole[]> = {
  deleteProject: ['admin', 'manager'],
  deleteCustomer: ['admin', 'manager'],
  manageCustomerTeam: ['admin', 'manager'],
  manageProjectTeam: ['admin', 'manager'],
  editPhaseTemplates: ['admin', 'manager'],
  manageCatalog: ['admin', 'manager'],
  manageTeam: ['admin', 'manager'],
  manageAdmins: ['admin'],
  manageEstimate: ['admin', 'manager'],
  manageInvoices: ['admin', 'manager'],
  manageChangeOrders: ['admin', 'manager'],
  managePurchasing: ['admin', 'manager'],
  exportAccounting: ['admin', 'manager'],
  invitePortal: ['admin', 'manager'],
  managePortal: ['admin', 'manager'],
  manageSelections: ['admin', 'manager'],
  manageOthersExpenses: ['admin', 'manager'],
  manageOthersEvents: ['admin', 'manager'],
  manageCompanyFeed: ['admin', 'manager'],
  deleteVendor: ['admin', 'manager'],
  readAuditLog: ['admin'],
  readFinancialReports: ['admin', 'manager'],
  editCompanyProfile: ['admin'],
  downloadCompanyBackup: ['admin'],
};
const actions = Object.keys(expected) as PermissionAction[];

describe('permissions', () => {
  it('lists exactly the actions of docs/product.md#roles, each with its roles', () => {
    expect(Object.keys(permissions).sort()).toEqual([...actions].sort());
    for (const action of actions)
      expect([...permissions[action]].sort()).toEqual([...expected[action]].sort());
  });

  it('keeps every restricted action from employees', () => {
    for (const action of actions) expect(can({ role: 'employee', isAdmin: false }, action)).toBe(false);
  });

  it('answers each company role by the table', () => {
    for (const action of actions) {
      for (const role of userRoles) {
        expect(can({ role, isAdmin: false }, action)).toBe(expected[action].includes(role));
        expect(allows(permissions[action], role)).toBe(expected[action].includes(role));
      }
    }
  });

  it('lets a system administrator do everything, whatever the company role', () => {
    for (const action of actions) {
      for (const role of userRoles) expect(can({ role, isAdmin: true }, action)).toBe(true);
    }
  });

  it('refuses a signed-out caller', () => {
    for (const action of actions) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('does not compile an unknown action', () => {
    // @ts-expect-error: not an action of the table
    expect(() => can({ role: 'admin', isAdmin: false }, 'deleteEverything')).toThrow();
  });
});
