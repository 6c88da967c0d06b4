import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vendorCalls } from '#calls/vendors';
import { declareCall } from '#domain/contracts/declare';
import { callKey, callPrefix, callQuery, callUrl, isStaleAfter } from './calls';

const thread = declareCall({
  method: 'GET',
  path: '/api/projects/:projectId/customers/:customerId/messages',
  answers: { 200: z.array(z.object({ id: z.number() })) },
  live: ['customer-message'],
});

describe('callKey', () => {
  it('keeps the path up to its first parameter whole, then each segment and parameter apart', () => {
    expect(callKey('/api/projects/:projectId/budget/items', { projectId: 5 })).toEqual([
      '/api/projects',
      5,
      'budget',
      'items',
    ]);
    expect(callKey('/api/mycompany/vendors')).toEqual(['/api/mycompany/vendors']);
    expect(callKey('/api/mycompany/vendors', undefined, { search: '', sort: undefined })).toEqual([
      '/api/mycompany/vendors',
    ]);
    expect(callKey('/api/mycompany/vendors', undefined, { search: 'tile', sort: undefined })).toEqual([
      '/api/mycompany/vendors',
      { search: 'tile' },
    ]);
  });

  it('refuses a call without one of its parameters', () => {
    expect(() => callKey('/api/vendors/:id', {})).toThrow('The call /api/vendors/:id needs its parameter id');
  });
});

describe('callUrl and callPrefix', () => {
  it('builds the address from the declaration, encoding parameters and the query', () => {
    expect(callUrl(vendorCalls.update, { params: { id: 7 }, body: { name: 'x' } })).toBe('/api/vendors/7');
    expect(callUrl(vendorCalls.list, { query: { search: 'a&b', limit: 20 } })).toBe(
      '/api/mycompany/vendors?search=a%26b&limit=20',
    );
    expect(callUrl(thread, { params: { projectId: 'a/b', customerId: 2 } })).toBe(
      '/api/projects/a%2Fb/customers/2/messages',
    );
  });

  it("is the start of every query's key of the call, so invalidating it reaches them all", () => {
    const key = callQuery(thread, { params: { projectId: 5, customerId: 2 } }).queryKey;
    expect(key).toEqual(['/api/projects', 5, 'customers', 2, 'messages']);
    expect(callPrefix(vendorCalls.list)).toEqual(['/api/mycompany/vendors']);
  });
});

describe('isStaleAfter (the live-update rule)', () => {
  const meta = callQuery(thread, { params: { projectId: 5, customerId: 2 } }).meta;

  it("makes an answer stale on its declaration's notices whose ids agree with its parameters", () => {
    const event = { type: 'customer-message', projectId: 5, customerId: 2, action: 'created' } as const;
    expect(isStaleAfter(meta, event)).toBe(true);
    expect(isStaleAfter(meta, { ...event, customerId: 3 })).toBe(false);
    expect(isStaleAfter(meta, { ...event, projectId: 6 })).toBe(false);
    expect(isStaleAfter(meta, { type: 'chat', projectId: 5, action: 'created' })).toBe(false);
  });

  it('compares only the ids the path names, and a resync makes everything stale', () => {
    const list = callQuery(vendorCalls.list, {}).meta;
    expect(isStaleAfter({ live: ['chat'] }, { type: 'chat', projectId: 9, action: 'read' })).toBe(true);
    expect(isStaleAfter(list, { type: 'chat', projectId: 9, action: 'read' })).toBe(false);
    expect(isStaleAfter(list, { type: 'resync' })).toBe(true);
  });
});
