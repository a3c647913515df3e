import { describe, expect, it } from 'vitest';
import { parsePathId } from './parse-path-id.js';

describe('parsePathId', () => {
  it('accepts 1 to the largest id column value', () => {
    expect(parsePathId('1')).toBe(1);
    expect(parsePathId('0012')).toBe(12);
    expect(parsePathId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses nothing, zero, too large or not only digits', () => {
    for (const value of [undefined, '', '0', '2147483648', '12345678901', ' 12', '1e3', '-1', '1.5', 'nouvelle'])
      expect(parsePathId(value)).toBeNull();
  });
});
