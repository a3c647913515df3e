import { describe, expect, it } from 'vitest';
import { reducedSize, shouldReduce } from './prepare-image';

const limits = { maxSide: 1600, maxBytes: 1024 * 1024 };

describe('reducedSize', () => {
  it('keeps an image that already fits', () => {
    expect(reducedSize({ width: 1600, height: 900 }, 1600)).toBeNull();
    expect(reducedSize({ width: 480, height: 320 }, 1600)).toBeNull();
  });

  it('brings the longer side of a phone photo down to the limit, keeping its shape', () => {
    expect(reducedSize({ width: 4032, height: 3024 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(reducedSize({ width: 3024, height: 4032 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });
});

describe('shouldReduce', () => {
  it('redraws a 3 MB phone photo, and a light one that is too large', () => {
    expect(shouldReduce({ width: 4032, height: 3024, bytes: 3 * 1024 * 1024 }, limits)).toBe(true);
    expect(shouldReduce({ width: 4000, height: 3000, bytes: 400_000 }, limits)).toBe(true);
  });

  it('redraws a small image heavier than the upload limit', () => {
    expect(shouldReduce({ width: 1200, height: 1200, bytes: 1024 * 1024 + 1 }, limits)).toBe(true);
  });

  it('keeps a small, light image as chosen', () => {
    expect(shouldReduce({ width: 480, height: 320, bytes: 20_000 }, limits)).toBe(false);
  });
});
