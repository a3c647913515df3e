// Decision 009: the home page must not load zod. The opening status, the holidays and the builders
// run on the home page, so nothing they import at runtime may import zod or a *.schemas.ts file.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const ENTRIES = ['opening-status.ts', 'french-holidays.ts', 'opening-input.ts', 'week-plan.ts', 'closure-line.ts'];
/** `import … from '…'` and `export … from '…'`, except `import type` / `export type`. */
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm;

function runtimeImportsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    runtimeImportsOf(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
  }
  return seen;
}

describe('the opening status stays light (decision 009)', () => {
  it.each(ENTRIES)('%s loads neither zod nor a schemas file at runtime', (entry) => {
    const imports = [...runtimeImportsOf(resolve(HERE, entry))];
    expect(imports.length).toBeGreaterThan(1);
    expect(imports.filter((name) => name === 'zod' || name.startsWith('zod/') || name.endsWith('.schemas.ts'))).toEqual([]);
  });

  it('would notice a runtime import of a schemas file', () => {
    const imports = [...runtimeImportsOf(resolve(HERE, 'calendar.schemas.ts'))];
    expect(imports).toContain('zod');
  });
});
