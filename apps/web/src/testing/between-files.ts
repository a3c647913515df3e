// The web test files share one module graph per worker (vitest.config.ts, projects web and web-logic):
// after each file, what a file may leave in the globals is put back, so that no file reads another's
// storage, stubbed globals or fake clock. Files on node have no page: only the globals then.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
