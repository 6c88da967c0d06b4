import type { UserRole } from '../../../domain/enums';

/**
 * Who may do what with customers (RULINGS, Permissions). Every company member reads customers, creates and
 * edits them and adds notes; deleting a customer and assigning or unassigning users need these roles.
 * System administrators pass every role check (requireRole).
 */
export const CUSTOMER_DELETERS: readonly UserRole[] = ['admin', 'manager'];

/** Assigning users to a customer is team management: admins and managers only. */
export const CUSTOMER_TEAM_MANAGERS: readonly UserRole[] = ['admin', 'manager'];
