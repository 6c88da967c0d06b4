import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '#domain/format';
import { deliveryStatus } from './delivery-status';

const base = { sentAt: null, error: null, attempts: 0, nextAttemptAt: null, failedAt: null };
const at = '2024-05-01T12:00:00.000Z';
const when = `${formatDate(at)} ${formatTime(at)}`;

describe('deliveryStatus', () => {
  it('is Delivered, with the time, once the SMTP server took the mail', () => {
    expect(deliveryStatus({ ...base, sentAt: at, attempts: 2 })).toEqual({
      kind: 'delivered',
      label: 'Delivered',
      detail: when,
    });
  });

  it('is Queued while the first attempt is due', () => {
    expect(deliveryStatus({ ...base, nextAttemptAt: at }).kind).toBe('queued');
  });

  it('is Retrying with the attempts, the next try and the error after a failed attempt', () => {
    expect(deliveryStatus({ ...base, attempts: 1, nextAttemptAt: at, error: 'ECONNREFUSED' })).toEqual({
      kind: 'retrying',
      label: 'Retrying',
      detail: `1 attempt so far; next ${when}: ECONNREFUSED`,
    });
  });

  it('is Failed when the sender gave up, and for an error with no next attempt', () => {
    expect(deliveryStatus({ ...base, attempts: 6, failedAt: at, error: 'timeout' })).toEqual({
      kind: 'failed',
      label: 'Failed',
      detail: 'Gave up after 6 attempts: timeout',
    });
    expect(deliveryStatus({ ...base, error: 'refused' }).detail).toBe('Gave up after 1 attempt: refused');
  });

  it('is Not delivered, for want of an SMTP server, when the mail was never due', () => {
    expect(deliveryStatus(base)).toEqual({
      kind: 'kept',
      label: 'Not delivered',
      detail: 'No SMTP server is configured (SMTP_URL)',
    });
  });
});
