import { permissions } from '#domain/permissions';

/**
 * Who may do what with customers (docs/product.md#customers; the rules live in src/domain/permissions.ts, which the
 * interface reads too). Every company member reads customers, creates and edits them and adds notes; deleting a
 * customer and assigning or unassigning users need these roles. System administrators pass every role check
 * (requireRole).
 */
export const CUSTOMER_DELETERS = permissions.deleteCustomer;

/** Assigning users to a customer is team management: admins and managers only. */
export const CUSTOMER_TEAM_MANAGERS = permissions.manageCustomerTeam;
