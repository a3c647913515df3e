// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRememberedMode, rememberMode } from './remembered-mode';

describe('the remembered directions mode', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is on foot before any choice', () => {
    expect(readRememberedMode()).toBe('walking');
  });

  it('is the last mode chosen', () => {
    rememberMode('cycling');
    rememberMode('driving');
    expect(readRememberedMode()).toBe('driving');
  });

  it('falls back to on foot when the stored value is not a mode', () => {
    localStorage.setItem('fournil.directionsMode', 'teleportation');
    expect(readRememberedMode()).toBe('walking');
  });

  it('falls back to on foot, and choosing still works, when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberMode('driving')).not.toThrow();
    expect(readRememberedMode()).toBe('walking');
  });
});
