import { describe, expect, it } from 'vitest';
import { isUnfinishedPayment } from './is-unfinished-payment.js';

const now = new Date('2026-11-20T12:00:00Z');

describe('isUnfinishedPayment', () => {
  it('reads a checkout pending for more than an hour as not finished', () => {
    expect(isUnfinishedPayment({ status: 'pending', created_at: '2026-11-20T10:59:00Z' }, now)).toBe(true);
  });

  it('leaves a checkout opened within the hour pending', () => {
    expect(isUnfinishedPayment({ status: 'pending', created_at: '2026-11-20T11:00:00Z' }, now)).toBe(false);
    expect(isUnfinishedPayment({ status: 'pending', created_at: '2026-11-20T11:30:00Z' }, now)).toBe(false);
  });

  it('never applies to a paid, failed or refunded payment, however old', () => {
    for (const status of ['paid', 'failed', 'refunded'])
      expect(isUnfinishedPayment({ status, created_at: '2026-01-01T00:00:00Z' }, now)).toBe(false);
  });
});
