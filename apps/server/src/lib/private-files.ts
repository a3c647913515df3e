// Folders and files only this system user may open (backups: docs/operations.md, "Backups"): 0700
// and 0600 whatever the umask. A mode given at creation is masked by the umask, so each one is set
// again with chmod, which is not.
import fs from 'node:fs';
import path from 'node:path';

const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;

/** Creates `dir` and any missing parent, each 0700; folders that were already there keep their mode. */
export function makePrivateDirectory(dir: string, options: { mustBeNew?: boolean } = {}): void {
  if (options.mustBeNew) {
    fs.mkdirSync(dir, { mode: PRIVATE_DIRECTORY });
    fs.chmodSync(dir, PRIVATE_DIRECTORY);
    return;
  }
  const first = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY });
  if (first === undefined) return;
  for (let created = path.resolve(dir); ; created = path.dirname(created)) {
    fs.chmodSync(created, PRIVATE_DIRECTORY);
    if (created === path.resolve(first)) return;
  }
}

/** Writes a new file (never over an existing one) that is 0600 from its first byte. */
export function writePrivateFile(file: string, data: string | Uint8Array = ''): void {
  const fd = fs.openSync(file, 'wx', PRIVATE_FILE);
  try {
    fs.fchmodSync(fd, PRIVATE_FILE);
    fs.writeFileSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}
