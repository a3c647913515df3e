import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.js';

describe('formatCount', () => {
  it('groups thousands the French way', () => {
    expect(formatCount(20)).toBe('20');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234');
    expect(formatCount(20000).replace(/[\u00a0\u202f]/g, ' ')).toBe('20 000');
  });
});
