// What the bench must never leave behind (server processes, the bench database, temporary
// folders, Chromium): each resource is registered when it is made and released in reverse order,
// by the code that made it (try/finally) or, on Ctrl-C / SIGTERM / a crash, by the handlers here.

type Release = () => Promise<void>;

const pending: { name: string; release: Release }[] = [];
let isExiting = false;

/** Registers a resource; the returned function releases it once (later calls do nothing). */
export function track(name: string, release: Release): () => Promise<void> {
  const entry = { name, release };
  pending.push(entry);
  return async () => {
    const index = pending.indexOf(entry);
    if (index === -1) return;
    pending.splice(index, 1);
    await release();
  };
}

/** Releases everything still registered, newest first; a failing release does not stop the others. */
export async function releaseAll(): Promise<void> {
  while (pending.length > 0) {
    const entry = pending.pop()!;
    try {
      await entry.release();
    } catch (error) {
      console.error(`nettoyage « ${entry.name} » impossible : ${(error as Error).message}`);
    }
  }
}

/** Ctrl-C and SIGTERM release everything, then exit; a second signal exits at once. */
export function releaseOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (isExiting) process.exit(130);
      isExiting = true;
      console.error(`\n${signal} : arrêt du banc d’essai, nettoyage…`);
      void releaseAll().finally(() => process.exit(130));
    });
  }
}
