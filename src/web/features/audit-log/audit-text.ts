import { auditActions, auditEntities } from '#domain/contracts/audit';
import { formatDateTime } from '#domain/format';

type Action = (typeof auditActions)[number];
type Entity = (typeof auditEntities)[number];

const actionLabels: Record<Action, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  login_failed: 'Failed sign-in',
  logout: 'Signed out',
  password_change: 'Password changed',
  password_reset: 'Password reset',
  two_factor_enable: 'Two-factor on',
  two_factor_disable: 'Two-factor off',
  two_factor_reset: 'Two-factor reset',
  send: 'Sent',
  resend: 'Sent again',
  backup_download: 'Backup downloaded',
  company_open: 'Opened company',
  company_leave: 'Left company',
};

const entityLabels: Record<Entity, string> = {
  budget_item: 'Budget item',
  calendar_event: 'Calendar event',
  calendar_feed: 'Calendar feed',
  company: 'Company',
  customer: 'Customer',
  customer_user: 'Customer assignment',
  document: 'Document',
  estimate: 'Estimate',
  estimate_recipient: 'Estimate recipient',
  expense: 'Expense',
  invitation: 'Invitation',
  invoice: 'Invoice',
  invoice_line: 'Invoice line',
  note: 'Note',
  phase_template: 'Phase template',
  product: 'Catalog item',
  project: 'Project',
  project_phase: 'Phase',
  project_team_member: 'Project team member',
  settings: 'Settings',
  system: 'Whole system',
  task: 'Task',
  task_type: 'Task type',
  trade: 'Trade',
  unit: 'Unit',
  user: 'User',
  vendor: 'Vendor',
};

export const actionLabel = (action: string) => actionLabels[action as Action] ?? action;
export const entityLabel = (entity: string | null) =>
  entity ? (entityLabels[entity as Entity] ?? entity) : '';

export const actionOptions = auditActions.map((value) => ({ value, label: actionLabels[value] }));
export const entityOptions = auditEntities
  .map((value) => ({ value, label: entityLabels[value] }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** 'first_name' → 'First name'. */
const fieldLabel = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const MAX_VALUE = 60;
/** A stored value as one short line: instants as date and time, text as is, the rest as JSON, cut at 60 characters. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** What a line says changed: 'Name: Old → New' per field of an update, the record's name or title otherwise. */
export function detailLines(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  const changes = details.changes as Record<string, { from: unknown; to: unknown }> | undefined;
  if (changes) {
    return Object.entries(changes).map(
      ([key, { from, to }]) => `${fieldLabel(key)}: ${valueText(from)} → ${valueText(to)}`,
    );
  }
  const record = (details.after ?? details.before) as Record<string, unknown> | undefined;
  if (record) {
    const name =
      record.name ??
      record.title ??
      record.invoice_number ??
      record.description ??
      ([record.first_name, record.last_name].filter(Boolean).join(' ') || record.username);
    return name ? [valueText(name)] : [];
  }
  return Object.entries(details).map(([key, value]) => `${fieldLabel(key)}: ${valueText(value)}`);
}
