import { describe, expect, it } from 'vitest';
import { deliveryStatus } from './delivery-status';

describe('deliveryStatus', () => {
  it('is Delivered once the SMTP server took the mail', () => {
    expect(deliveryStatus({ sentAt: '2024-05-01T12:00:00.000Z', error: null })).toEqual({
      kind: 'delivered',
      label: 'Delivered',
      at: '2024-05-01T12:00:00.000Z',
    });
  });

  it('is Error with the reason when delivery failed', () => {
    expect(deliveryStatus({ sentAt: null, error: 'connect ECONNREFUSED' })).toEqual({
      kind: 'error',
      label: 'Error',
      error: 'connect ECONNREFUSED',
    });
  });

  it('is Not delivered, for want of an SMTP server, while the mail is only kept', () => {
    expect(deliveryStatus({ sentAt: null, error: null })).toEqual({
      kind: 'kept',
      label: 'Not delivered',
      reason: 'No SMTP server is configured (SMTP_URL)',
    });
  });
});
