import type { UserRole } from '../../../domain/enums';

/**
 * Managing a project's team (add, change, remove members) is team management, which RULINGS keeps from employees:
 * admins and managers only. Every company member reads the team.
 */
export const PROJECT_TEAM_MANAGERS: readonly UserRole[] = ['admin', 'manager'];
