import { describe, expect, it } from 'vitest';
import { normalizeTaskTypeValue, taskTypeBody, tradeBody, unitBody } from '#domain/contracts/catalog';
import { catalogMenu } from './components/catalog-frame';

describe('catalog side menu', () => {
  it('lists the eight entries in order and Project Phases, keeping the company-scoped ones under the company', () => {
    const menu = catalogMenu('/companies/7/catalog');
    expect(menu.map((entry) => entry.label)).toEqual([
      'Overview',
      'Products',
      'Services',
      'Trades',
      'Units',
      'Task Types',
      'Project Phases',
      'Document Templates',
      'Terms & Conditions',
    ]);
    expect(menu.map((entry) => entry.to)).toEqual([
      '/companies/7/catalog',
      '/catalog/products',
      '/catalog/services',
      '/companies/7/catalog/trades',
      '/companies/7/catalog/units',
      '/companies/7/catalog/task-types',
      '/catalog/phases',
      '/catalog/templates',
      '/catalog/terms',
    ]);
    expect(catalogMenu('/catalog')[3]?.to).toBe('/catalog/trades');
  });
});

describe('catalog forms', () => {
  it('turns a task type value into lowercase with underscores for whitespace runs', () => {
    expect(normalizeTaskTypeValue('  Site \t Visit  Two ')).toBe('site_visit_two');
    expect(taskTypeBody.parse({ name: 'Site visit', value: 'Site Visit' })).toEqual({
      name: 'Site visit',
      value: 'site_visit',
    });
  });

  it("gives the forms' messages for missing names", () => {
    const issue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issue(tradeBody.safeParse({ name: '  ' }))).toEqual([
      ['name', 'Please enter a name for the trade.'],
    ]);
    expect(issue(unitBody.safeParse({ name: ' ', symbol: ' ea ' }))).toEqual([
      ['name', 'Unit name is required.'],
    ]);
    expect(issue(taskTypeBody.safeParse({ name: '', value: ' ' }))).toEqual([
      ['name', 'Name is required'],
      ['value', 'Value is required'],
    ]);
    expect(unitBody.parse({ name: ' Each ', symbol: ' ea ' })).toEqual({ name: 'Each', symbol: 'ea' });
  });
});
