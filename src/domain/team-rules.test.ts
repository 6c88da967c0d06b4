import { describe, expect, it } from 'vitest';
import { mayDeleteMember, mayGrantRole, teamGroupOf, whyMayNotManage } from './team-rules';

const admin = { id: 1, role: 'admin', isAdmin: false } as const;
const manager = { id: 2, role: 'manager', isAdmin: false } as const;
const employee = { id: 3, role: 'employee', isAdmin: false } as const;
const sysadmin = { id: 4, role: 'admin', isAdmin: true } as const;
const otherEmployee = { id: 5, role: 'employee', isAdmin: false } as const;

describe('team rules (company admin manages everyone; managers not admins; employees nobody)', () => {
  it('lets admins manage every member of the company, system administrators only by system administrators', () => {
    for (const member of [admin, manager, employee, otherEmployee])
      expect(whyMayNotManage(admin, member)).toBeNull();
    expect(whyMayNotManage(admin, sysadmin)).toBe(
      'Only system administrators can change a system administrator',
    );
    expect(whyMayNotManage(sysadmin, sysadmin)).toBeNull();
  });

  it('lets managers manage managers and employees but not administrators', () => {
    expect(whyMayNotManage(manager, employee)).toBeNull();
    expect(whyMayNotManage(manager, manager)).toBeNull();
    expect(whyMayNotManage(manager, admin)).toBe('Managers cannot change administrators');
  });

  it('lets employees manage nobody', () => {
    for (const member of [admin, manager, employee, otherEmployee]) {
      expect(whyMayNotManage(employee, member)).toBe('You do not have permission to manage the team');
    }
  });

  it('offers Delete never on oneself, and only where the caller may manage the member', () => {
    expect(mayDeleteMember(admin, admin)).toBe(false);
    expect(mayDeleteMember(admin, manager)).toBe(true);
    expect(mayDeleteMember(manager, admin)).toBe(false);
    expect(mayDeleteMember(manager, employee)).toBe(true);
    expect(mayDeleteMember(employee, otherEmployee)).toBe(false);
    expect(mayDeleteMember(sysadmin, { id: 6, role: 'admin', isAdmin: true })).toBe(false);
  });

  it('lets only administrators make administrators', () => {
    expect(mayGrantRole(admin, 'admin')).toBe(true);
    expect(mayGrantRole(sysadmin, 'admin')).toBe(true);
    expect(mayGrantRole(manager, 'admin')).toBe(false);
    expect(mayGrantRole(manager, 'manager')).toBe(true);
  });

  it('puts system administrators under Administrators whatever their role', () => {
    expect(teamGroupOf({ id: 9, role: 'employee', isAdmin: true })).toBe('admin');
    expect(teamGroupOf(manager)).toBe('manager');
  });
});
