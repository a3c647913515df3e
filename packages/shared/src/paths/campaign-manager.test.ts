import { describe, expect, it } from 'vitest';
import { PAY_BAKERY_PARAM, campaignManagerPayPath } from './campaign-manager.js';

describe('campaignManagerPayPath', () => {
  it('opens the campaign manager on the payment of one bakery', () => {
    expect(campaignManagerPayPath(12)).toBe('/regie-publicitaire?payer=12');
    expect(new URLSearchParams(campaignManagerPayPath(7).split('?')[1]).get(PAY_BAKERY_PARAM)).toBe('7');
  });
});
