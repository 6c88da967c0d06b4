import type { PublicUser } from '../../../domain/contracts/auth';

type Actor = Pick<PublicUser, 'role' | 'isAdmin'> | null | undefined;

// Mirrors the server's role checks (customers.policy.ts, RULINGS): the interface hides what a role may not do.
const isManagerOrAbove = (user: Actor) =>
  !!user && (user.isAdmin || user.role === 'admin' || user.role === 'manager');

/** Employees may not delete customers. */
export const canDeleteCustomers = isManagerOrAbove;

/** Assigning and unassigning users is team management: admins and managers. */
export const canManageCustomerTeam = isManagerOrAbove;

/** Employees may not create or change invoices. */
export const canCreateInvoices = isManagerOrAbove;
