import '#domain/messages/load/audit';
import { auditActions, auditEntities } from '#calls/audit';
import { formatDateTime } from '#domain/format';
import { t } from '#web/lib/i18n';

type Action = (typeof auditActions)[number];
type Entity = (typeof auditEntities)[number];

const isAction = (value: string): value is Action => (auditActions as readonly string[]).includes(value);
const isEntity = (value: string): value is Entity => (auditEntities as readonly string[]).includes(value);

export const actionLabel = (action: string) => (isAction(action) ? t(`audit:actions.${action}`) : action);
export const entityLabel = (entity: string | null) =>
  entity ? (isEntity(entity) ? t(`audit:entities.${entity}`) : entity) : '';

export const actionOptions = auditActions.map((value) => ({ value, label: actionLabel(value) }));
export const entityOptions = auditEntities
  .map((value) => ({ value, label: entityLabel(value) }))
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
    return Object.entries(changes).map(([key, { from, to }]) =>
      t('audit:details.change', { field: fieldLabel(key), from: valueText(from), to: valueText(to) }),
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
  return Object.entries(details).map(([key, value]) =>
    t('audit:details.value', { field: fieldLabel(key), value: valueText(value) }),
  );
}
