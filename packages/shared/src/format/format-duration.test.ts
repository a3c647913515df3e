import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it('writes minutes under an hour, rounded', () => {
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(89)).toBe('1 min');
    expect(formatDuration(91)).toBe('2 min');
  });

  it('never shows less than 1 min', () => {
    expect(formatDuration(0)).toBe('1 min');
    expect(formatDuration(10)).toBe('1 min');
  });

  it('writes hours with two-digit minutes', () => {
    expect(formatDuration(3600)).toBe('1 h 00');
    expect(formatDuration(3900)).toBe('1 h 05');
    expect(formatDuration(7 * 3600 + 5 * 60)).toBe('7 h 05');
    expect(formatDuration(2 * 3600)).toBe('2 h 00');
    expect(formatDuration(2 * 3600 + 45 * 60)).toBe('2 h 45');
  });

  it('rolls 59.9 minutes over to 1 h 00 rather than 60 min', () => {
    expect(formatDuration(3590)).toBe('1 h 00');
  });
});
