import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { calendarCalls } from '#calls/calendar';
import { chatCalls } from '#calls/chat';
import { customerMessageCalls } from '#calls/customer-messages';
import { unreadCalls } from '#calls/unread';
import type { LiveEvent } from '#domain/contracts/live-events';
import { callQuery } from './calls';
import { applyLiveEvent } from './live-updates';

/** A client holding one cached answer of each query; `stale` names those a notice made stale. */
type Cached = { queryKey: QueryKey; meta?: Record<string, unknown> | undefined };

function cacheOf(queries: Record<string, Cached>) {
  const client = new QueryClient();
  for (const { queryKey, meta } of Object.values(queries)) {
    client.getQueryCache().build(client, { queryKey, meta }).setData(null);
  }
  return {
    stale(event: LiveEvent) {
      applyLiveEvent(client, event);
      return Object.entries(queries)
        .filter(([, query]) => client.getQueryState(query.queryKey)?.isInvalidated)
        .map(([name]) => name);
    },
  };
}

const answers = (): Record<string, Cached> => ({
  chat12: callQuery(chatCalls.messages, { params: { projectId: 12 }, query: { before: 10 } }),
  chat123: callQuery(chatCalls.messages, { params: { projectId: 123 } }),
  unread12: callQuery(chatCalls.projectUnread, { params: { projectId: 12 } }),
  unread3: callQuery(chatCalls.projectUnread, { params: { projectId: 3 } }),
  total: callQuery(unreadCalls.total, {}),
  chats: callQuery(chatCalls.list, {}),
  thread3x9: callQuery(customerMessageCalls.thread, { params: { projectId: 3, customerId: 9 } }),
  thread3x10: callQuery(customerMessageCalls.thread, { params: { projectId: 3, customerId: 10 } }),
  calendar: callQuery(calendarCalls.items, {
    params: { companyId: 1 },
    query: { from: '2026-01-01', to: '2026-01-31' },
  }),
  event: callQuery(calendarCalls.event, { params: { id: 4 } }),
});

describe('applyLiveEvent (the rule of the declarations)', () => {
  it("makes a project's chat, its unread count, the total and the chat list stale on a chat notice", () => {
    // Another project's conversation (one whose id starts the same) and the calendars stay as they are.
    expect(cacheOf(answers()).stale({ type: 'chat', projectId: 12, action: 'created' })).toEqual([
      'chat12',
      'unread12',
      'total',
      'chats',
    ]);
  });

  it("makes only that customer's thread stale on a customer-message notice, with the unread counts", () => {
    expect(
      cacheOf(answers()).stale({ type: 'customer-message', projectId: 3, customerId: 9, action: 'created' }),
    ).toEqual(['unread3', 'total', 'chats', 'thread3x9']);
  });

  it('makes every calendar answer stale on a calendar notice, and everything on a resync', () => {
    expect(cacheOf(answers()).stale({ type: 'calendar', projectId: 12 })).toEqual(['calendar', 'event']);
    expect(cacheOf(answers()).stale({ type: 'resync' })).toEqual(Object.keys(answers()));
  });

  it('leaves an answer without a declaration alone, unless the notice is a resync', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/projects', 5, 'chat'], []);
    applyLiveEvent(client, { type: 'chat', projectId: 5, action: 'edited' });
    expect(client.getQueryState(['/api/projects', 5, 'chat'])?.isInvalidated).toBe(false);
    applyLiveEvent(client, { type: 'resync' });
    expect(client.getQueryState(['/api/projects', 5, 'chat'])?.isInvalidated).toBe(true);
  });
});
