import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, staleUrlsOf } from './live-updates';

describe('staleUrlsOf', () => {
  it("makes a project's chat, its unread count, the total and the chat list stale on a chat notice", () => {
    const stale = staleUrlsOf({ type: 'chat', projectId: 12, action: 'created' });
    expect(stale('/api/projects/12/chat')).toBe(true);
    expect(stale('/api/projects/12/unread-messages')).toBe(true);
    expect(stale('/api/unread-messages/total')).toBe(true);
    expect(stale('/api/chats')).toBe(true);
    // Another project's conversation, and a project whose id starts the same, stay as they are.
    expect(stale('/api/projects/13/chat')).toBe(false);
    expect(stale('/api/projects/123/chat')).toBe(false);
    expect(stale('/api/projects/12')).toBe(false);
  });

  it("makes only that customer's thread stale on a customer-message notice", () => {
    const stale = staleUrlsOf({ type: 'customer-message', projectId: 3, customerId: 9, action: 'created' });
    expect(stale('/api/projects/3/customers/9/messages')).toBe(true);
    expect(stale('/api/projects/3/customers/10/messages')).toBe(false);
    expect(stale('/api/unread-messages/total')).toBe(true);
  });

  it('makes every calendar stale on a calendar notice, and everything on a resync', () => {
    expect(staleUrlsOf({ type: 'calendar', projectId: null })('/api/companies/1/calendar')).toBe(true);
    expect(staleUrlsOf({ type: 'calendar', projectId: null })('/api/projects/1/chat')).toBe(false);
    expect(staleUrlsOf({ type: 'resync' })('/api/anything')).toBe(true);
  });
});

describe('applyLiveEvent', () => {
  it('invalidates the matching cached queries and leaves the others fresh', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/projects/5/chat', { before: 10 }], []);
    client.setQueryData(['/api/projects/6/chat'], []);
    applyLiveEvent(client, { type: 'chat', projectId: 5, action: 'edited' });
    expect(client.getQueryState(['/api/projects/5/chat', { before: 10 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/projects/6/chat'])?.isInvalidated).toBe(false);
  });
});
