import { describe, expect, it } from 'vitest';
import { actionLabel, detailLines, entityLabel, valueText } from './audit-text';

describe('audit log texts', () => {
  it('names actions and records, and shows unknown ones as stored', () => {
    expect(actionLabel('login_failed')).toBe('Failed sign-in');
    expect(entityLabel('project_phase')).toBe('Phase');
    expect(actionLabel('something_new')).toBe('something_new');
    expect(entityLabel(null)).toBe('');
  });

  it('says what an update changed, field by field', () => {
    expect(
      detailLines({
        changes: { name: { from: 'Old', to: 'New' }, due_date: { from: null, to: '2026-12-01' } },
      }),
    ).toEqual(['Name: Old → New', 'Due date: — → 2026-12-01']);
  });

  it('names the record of a create or delete', () => {
    expect(detailLines({ after: { id: 3, name: 'Cascade Supply' } })).toEqual(['Cascade Supply']);
    expect(detailLines({ before: { id: 4, first_name: 'Dana', last_name: 'Miller' } })).toEqual([
      'Dana Miller',
    ]);
    expect(detailLines({ after: { id: 5, invoice_number: 'INV-7' } })).toEqual(['INV-7']);
    expect(detailLines({ username: 'dana' })).toEqual(['Username: dana']);
    expect(detailLines(null)).toEqual([]);
  });

  it('cuts long values', () => {
    expect(valueText('x'.repeat(100))).toHaveLength(60);
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText('2026-11-25T15:30:31.459+00:00')).not.toContain('T15');
    expect(valueText('2026-11-25')).toBe('2026-11-25');
  });
});
