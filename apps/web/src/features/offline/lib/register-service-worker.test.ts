// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// docs/offline.md, "New version": a waiting worker is offered; « Recharger » activates it, and the
// page reloads once the new worker controls it.
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    instance: {
      addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
      messageSkipWaiting: vi.fn(),
      register: vi.fn(async () => undefined),
    },
  };
});
vi.mock('workbox-window', () => ({
  Workbox: vi.fn(function Workbox() {
    return workbox.instance;
  }),
}));

const { registerServiceWorker } = await import('./register-service-worker');

describe('registerServiceWorker', () => {
  it('offers a waiting version, activates it on demand and reloads once it controls the page', () => {
    const onUpdate = vi.fn<(activate: () => void) => void>();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    registerServiceWorker(onUpdate);
    expect(workbox.instance.register).toHaveBeenCalled();
    expect(onUpdate).not.toHaveBeenCalled();

    workbox.listeners.get('waiting')?.();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(workbox.instance.messageSkipWaiting).not.toHaveBeenCalled();

    onUpdate.mock.calls[0]?.[0]();
    expect(workbox.instance.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
