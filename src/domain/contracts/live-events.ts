import { z } from 'zod';
import { declareCall } from './declare';

/**
 * What the event stream (GET /api/events) tells a signed-in browser: small notices that something changed, never
 * the records themselves. The browser refetches what it shows (its own permissions apply there), so a notice
 * carries only ids. Every notice is scoped to one company on the server before it is written to a stream.
 */
export type LiveEvent =
  /** A team-chat message was created, edited, deleted, or someone's read position moved (unread counts). */
  | { type: 'chat'; projectId: number; action: 'created' | 'edited' | 'deleted' | 'read' }
  /** A customer message was sent, arrived (by mail or the public page) or was read. */
  | { type: 'customer-message'; projectId: number; customerId: number; action: 'created' | 'read' }
  /**
   * A change order was created, changed, sent or decided (issue 26): its project's change orders, budget, Sold
   * Price and completion date may have moved.
   */
  | { type: 'change-order'; projectId: number }
  /** A calendar event (or an item the calendar shows) changed; projectId when it belongs to one. */
  | { type: 'calendar'; projectId: number | null }
  /**
   * Sent by the server on a stream after it may have missed notices (its database listener reconnected): the
   * browser refetches everything live.
   */
  | { type: 'resync' };

export type LiveEventType = LiveEvent['type'];

/** The SSE event name of every notice; the data is a LiveEvent as JSON. */
export const LIVE_EVENT_NAME = 'live';

/**
 * GET /api/events: the signed-in browser's stream of notices (server-sent events, asked for with
 * `Accept: text/event-stream`), written by the handler itself.
 */
export const liveEventCalls = {
  stream: declareCall({ method: 'GET', path: '/api/events', answers: { 200: z.string() } }),
};
