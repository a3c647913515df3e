// What every entry point runs first (server.ts, cli/<command>.ts): the running Node against the root
// package.json's `engines` (docs/runtime.md), before anything native is loaded. An unsupported Node
// does not fail with an error there: argon2's native module ends it with a segmentation fault. So this
// file imports only Node's own modules, and the entry point imports the rest once the check passed.
import fs from 'node:fs';

/** How to start this entry point with the project's Node: its npm script and its built file. */
export type EntryPoint = { npm: string; entry: string };

type Version = [number, number, number];

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator (`^22.13.0`, `~24.1.0`, `>=22.0.0`, `<25.0.0`, `24.21.0`): full versions only. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?(\d+\.\d+\.\d+)$/.exec(comparator);
  const bound = match ? parseVersion(match[2]!) : undefined;
  if (!match || !bound) throw new Error(`package.json, engines.node : comparateur non pris en charge « ${comparator} »`);
  const order = compare(version, bound);
  switch (match[1]) {
    case '^': {
      // Up to the next leftmost non-zero part, excluded (semver's caret): ^22.13.0 is below 23.0.0.
      const kept = bound[0] > 0 ? 1 : bound[1] > 0 ? 2 : 3;
      return order >= 0 && version.slice(0, kept).every((part, i) => part === bound[i]);
    }
    case '~':
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** Whether `version` is in `range`: `||`-separated sets of space-separated comparators, as npm writes them. */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(parsed, comparator)),
  );
}

/** The French line an unsupported Node gets, or undefined when `version` is in `range`. */
export function unsupportedNodeLine(version: string, range: string, entryPoint: EntryPoint): string | undefined {
  if (satisfiesRange(version, range)) return undefined;
  return `Node.js ${version} n’est pas pris en charge : Fournil demande Node.js ${range}. Lancez-le avec le Node que le projet installe (npm ci) : ${entryPoint.npm}, ou node_modules/.bin/node ${entryPoint.entry} (docs/runtime.md).`;
}

/** The root package.json's `engines.node`; undefined without one (a copied build: nothing to check against). */
function enginesRange(): string | undefined {
  // apps/server/src/ and apps/server/dist/ are both three levels below the root.
  const manifest = new URL('../../../package.json', import.meta.url);
  if (!fs.existsSync(manifest)) return undefined;
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { engines?: { node?: string } }).engines?.node;
}

/** Stops with one French line (exit code 1) on a Node the project does not support, else runs `start`. */
export async function startOnSupportedNode(entryPoint: EntryPoint, start: () => Promise<unknown>): Promise<void> {
  const range = enginesRange();
  const line = range === undefined ? undefined : unsupportedNodeLine(process.versions.node, range, entryPoint);
  if (line !== undefined) {
    process.stderr.write(`${line}\n`);
    process.exit(1);
  }
  await start();
}
