import { permissions } from '#domain/permissions';

/**
 * Managing a project's team (add, change, remove members) is team management, kept from employees
 * (docs/product.md#project-team): admins and managers only. Every company member reads the team. The rule lives in
 * src/domain/permissions.ts.
 */
export const PROJECT_TEAM_MANAGERS = permissions.manageProjectTeam;
